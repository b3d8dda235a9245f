import type { StoredRecord } from '@hope/domain/records';
import { describe, expect, it } from 'vitest';
import { portalRefusal } from '../src/portal/portal-access';

const ISSUED = Date.UTC(2026, 10, 2, 18);

/** A monthly gift of 3 payments by card, its plan running at Stripe. */
const running = {
  parent_name: 'Ann Lee',
  donation_type: 'monthly',
  months: 3,
  checkout_status: 'complete',
  stripe_customer_id: 'cus_1',
  stripe_subscription_id: 'sub_1',
  subscription_ended_at: null,
  cancel_date: null,
  voided: null,
} as unknown as StoredRecord;

const gift = (changes: Record<string, unknown>) => ({ ...running, ...changes }) as StoredRecord;

describe('whether a valid manage link opens the billing portal', () => {
  it('opens it while the monthly plan runs', () => {
    expect(portalRefusal(running, null, ISSUED)).toBeNull();
  });

  it('finds no plan to manage for a missing record, or one without a Stripe plan', () => {
    expect(portalRefusal(null, null, ISSUED)).toBe('no_plan');
    expect(portalRefusal(gift({ stripe_subscription_id: null }), null, ISSUED)).toBe('no_plan');
    expect(portalRefusal(gift({ stripe_customer_id: null }), null, ISSUED)).toBe('no_plan');
  });

  it('stops once the plan has ended: ended at Stripe, cancelled, cancelled now by the office, or voided', () => {
    const ended = '2026-12-02T18:00:00.000Z';
    expect(portalRefusal(gift({ subscription_ended_at: ended }), null, ISSUED)).toBe('ended');
    expect(portalRefusal(gift({ cancel_date: ended }), null, ISSUED)).toBe('ended');
    const office = { at: ended, by: 'treasurer@example.org', when: 'now' };
    expect(portalRefusal(gift({ cancel_requested: office }), null, ISSUED)).toBe('ended');
    const voided = { at: ended, by: 'treasurer@example.org', reason: 'Duplicate' };
    expect(portalRefusal(gift({ voided }), null, ISSUED)).toBe('ended');
  });

  it('still opens a plan set to end at the period’s end: the donor may change their mind there', () => {
    const later = { at: '2026-12-02T18:00:00.000Z', by: 'treasurer@example.org', when: 'period_end' };
    expect(portalRefusal(gift({ cancel_requested: later }), null, ISSUED)).toBeNull();
  });

  it('refuses a link made before the office turned the record’s link off, not one made after', () => {
    const off = new Date(ISSUED + 60_000).toISOString();
    expect(portalRefusal(running, off, ISSUED)).toBe('turned_off');
    expect(portalRefusal(running, new Date(ISSUED).toISOString(), ISSUED)).toBe('turned_off');
    expect(portalRefusal(running, off, ISSUED + 120_000)).toBeNull();
  });
});
