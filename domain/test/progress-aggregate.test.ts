import { describe, expect, it } from 'vitest';
import { aggregateOf, contributionOf, familyHash, publicProgress } from '../src/progress';
import { donation, partner } from './fixtures';
import { defaultTimeZone } from '../src/settings';

const now = new Date('2026-11-25T12:00:00Z');
const thisYear = { id: '2026-27', name: '2026-27', start: '2026-08-01', end: '2027-07-31', goal: 10_000 };
const lastYear = { id: '2025-26', name: '2025-26', start: '2025-08-01', end: '2026-07-31', goal: null };
const campaigns = [thisYear, lastYear];
const inThisYear = '2026-09-10T18:00:00.000Z';

describe('what one record adds to its campaign’s progress', () => {
  it('counts a paid gift in the campaign of its creation date, keyed by the family’s email', () => {
    const gift = donation({ total_pledged_amt: 19.99, created_at: inThisYear });
    expect(contributionOf(defaultTimeZone, 'donations', gift, campaigns)).toEqual({
      campaignId: '2026-27',
      raisedCents: 1999,
      family: familyHash('ana@example.com'),
      partner: false,
      page: null,
      classes: [],
    });
  });

  it('places a record by its school-time date: 1 August at 01:00 UTC is still July in California', () => {
    const lateJuly = donation({ total_pledged_amt: 50, created_at: '2026-08-01T01:00:00.000Z' });
    expect(contributionOf(defaultTimeZone, 'donations', lateJuly, campaigns)?.campaignId).toBe('2025-26');
  });

  it('keys a family without an email by the parent’s name', () => {
    const gift = donation({ total_pledged_amt: 10, email: '', created_at: inThisYear });
    expect(contributionOf(defaultTimeZone, 'donations', gift, campaigns)?.family).toBe(
      familyHash('Ana Garcia'),
    );
  });

  it('counts a sponsorship as a partner, with no family', () => {
    const sponsor = partner({ total_pledged_amt: 1200, created_at: inThisYear });
    expect(contributionOf(defaultTimeZone, 'community_partners', sponsor, campaigns)).toEqual({
      campaignId: '2026-27',
      raisedCents: 120_000,
      family: null,
      partner: true,
      page: null,
      classes: [],
    });
  });

  it('counts nothing for a missing, unpaid, voided or out-of-campaign record', () => {
    expect(contributionOf(defaultTimeZone, 'donations', null, campaigns)).toBeNull();
    expect(contributionOf(defaultTimeZone, 'donations', undefined, campaigns)).toBeNull();
    expect(
      contributionOf(defaultTimeZone, 'donations', donation({ created_at: inThisYear }), campaigns),
    ).toBeNull();
    const voided = donation({
      total_pledged_amt: 100,
      created_at: inThisYear,
      voided: { at: inThisYear, by: 'u1', reason: 'Test record' },
    });
    expect(contributionOf(defaultTimeZone, 'donations', voided, campaigns)).toBeNull();
    const beforeAnyCampaign = donation({ total_pledged_amt: 100, created_at: '2024-05-01T18:00:00.000Z' });
    expect(contributionOf(defaultTimeZone, 'donations', beforeAnyCampaign, campaigns)).toBeNull();
  });
});

describe('the campaign’s progress computed from all its records', () => {
  it('adds the pledges of the campaign, counting a family once however often it gave', () => {
    const records = [
      { collection: 'donations', record: donation({ total_pledged_amt: 100, created_at: inThisYear }) },
      // The same family, its email typed differently.
      {
        collection: 'donations',
        record: donation({ total_pledged_amt: 25.5, email: ' Ana@Example.com', created_at: inThisYear }),
      },
      {
        collection: 'donations',
        record: donation({ total_pledged_amt: 40, email: 'li@example.com', created_at: inThisYear }),
      },
      {
        collection: 'community_partners',
        record: partner({ total_pledged_amt: 1200, created_at: inThisYear }),
      },
      // Last year's gift and an unpaid checkout count nowhere here.
      {
        collection: 'donations',
        record: donation({ total_pledged_amt: 500, created_at: '2026-03-01T18:00:00.000Z' }),
      },
      { collection: 'donations', record: donation({ created_at: inThisYear }) },
    ];
    const aggregate = aggregateOf(defaultTimeZone, '2026-27', records, campaigns, now);
    expect(aggregate).toEqual({
      campaign_id: '2026-27',
      raised_cents: 136_550,
      partners: 1,
      family_counts: { [familyHash('ana@example.com')]: 2, [familyHash('li@example.com')]: 1 },
      pages: {},
      classes: {},
      updated_at: '2026-11-25T12:00:00.000Z',
    });
    expect(publicProgress(aggregate, thisYear)).toEqual({
      campaign: '2026-27',
      goal: 10_000,
      raised: 1365.5,
      families: 2,
      partners: 1,
    });
  });

  it('shows nothing raised for a campaign with no aggregate yet', () => {
    expect(publicProgress(null, lastYear)).toEqual({
      campaign: '2025-26',
      goal: null,
      raised: 0,
      families: 0,
      partners: 0,
    });
  });
});
