import { describe, expect, it } from 'vitest';
import { applyDonationFilters } from '../src/lists/donation-list';
import {
  donationQuickFilterLabels,
  emptyDonationFilters,
  emptyPartnerFilters,
  partnerQuickFilterLabels,
} from '../src/lists/filter-schemas';
import { applyPartnerFilters } from '../src/lists/partner-list';
import { defaultDonationSort, defaultPartnerSort } from '../src/lists/sort';
import { defaultSettings, defaultTimeZone } from '../src/settings';
import { donation, partner } from './fixtures';

const now = new Date('2026-03-08T19:00:00.000Z');
const expiredAt = '2026-03-02T18:00:00.000Z';
const paidAt = '2026-03-01T18:00:00.000Z';

describe('abandoned checkouts (the checkout page expired unpaid)', () => {
  const donations = [
    donation({ id: 'paid', checkout_status: 'complete', payment_completed_at: paidAt }),
    donation({ id: 'open', checkout_status: 'open', payment_completed_at: null }),
    donation({
      id: 'expired',
      checkout_status: 'expired',
      payment_completed_at: null,
      cancel_date: expiredAt,
    }),
    // Paid by another road before the page expired: a real gift, never hidden.
    donation({ id: 'expired-but-paid', checkout_status: 'expired', payment_completed_at: paidAt }),
  ];
  const shownDonations = (quick: ReturnType<typeof emptyDonationFilters>['quick']) =>
    applyDonationFilters(
      defaultTimeZone,
      donations,
      { ...emptyDonationFilters(), quick },
      '',
      defaultDonationSort,
      now,
    ).map((record) => record.id);

  it('leave the donations list by default and show, alone, under their quick filter', () => {
    expect(shownDonations([]).sort()).toEqual(['expired-but-paid', 'open', 'paid']);
    expect(shownDonations(['abandoned'])).toEqual(['expired']);
    expect(donationQuickFilterLabels.abandoned).toBe('Abandoned Checkouts');
  });

  it('leave the partners list by default and show under the same filter', () => {
    const partners = [
      partner({ id: 'pledged', checkout_status: 'complete', payment_completed_at: paidAt }),
      partner({
        id: 'expired',
        checkout_status: 'expired',
        payment_completed_at: null,
        cancel_date: expiredAt,
      }),
    ];
    const shown = (quick: ReturnType<typeof emptyPartnerFilters>['quick']) =>
      applyPartnerFilters(
        defaultTimeZone,
        partners,
        { ...emptyPartnerFilters(), quick },
        '',
        defaultPartnerSort,
        now,
        defaultSettings,
      ).map((record) => record.id);
    expect(shown([])).toEqual(['pledged']);
    expect(shown(['abandoned'])).toEqual(['expired']);
    expect(partnerQuickFilterLabels(defaultSettings).abandoned).toBe('Abandoned Checkouts');
  });
});
