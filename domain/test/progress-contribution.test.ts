import { describe, expect, it } from 'vitest';
import { aggregateOf, contributionOf, familyHash, publicProgress } from '../src';

const campaigns = [
  { id: '2025-26', name: '2025-26', start: '2025-08-01', end: '2026-07-31', goal: null },
  { id: '2026-27', name: '2026-27', start: '2026-08-01', end: '2027-07-31', goal: 20_000 },
];
const now = new Date('2026-11-25T12:00:00Z');

const gift = (overrides: Record<string, unknown> = {}) =>
  ({
    total_pledged_amt: 100,
    created_at: '2026-09-10T17:00:00.000Z',
    voided: null,
    email: 'ann@example.com',
    parent_name: 'Ann Lee',
    ...overrides,
  }) as never;

describe("a record's part in its campaign's progress", () => {
  it('counts a pledged gift in the campaign of its Pacific creation day, with its family by a hash', () => {
    expect(contributionOf('donations', gift(), campaigns)).toEqual({
      campaignId: '2026-27',
      raisedCents: 10_000,
      family: familyHash('ann@example.com'),
      partner: false,
    });
    // 02:00 UTC on August 1 is still July 31 in California: last year's campaign.
    expect(
      contributionOf('donations', gift({ created_at: '2026-08-01T02:00:00.000Z' }), campaigns)?.campaignId,
    ).toBe('2025-26');
  });

  it('counts a partner as a partner, with no family', () => {
    expect(
      contributionOf('community_partners', gift({ company_name: 'Bay Hardware', email: '' }), campaigns),
    ).toEqual({
      campaignId: '2026-27',
      raisedCents: 10_000,
      family: null,
      partner: true,
    });
  });

  it('counts nothing for a record not pledged, voided, outside every campaign, or absent', () => {
    expect(contributionOf('donations', gift({ total_pledged_amt: null }), campaigns)).toBeNull();
    expect(
      contributionOf(
        'donations',
        gift({ voided: { at: '2026-10-01', by: 'pat', reason: 'Test' } }),
        campaigns,
      ),
    ).toBeNull();
    expect(
      contributionOf('donations', gift({ created_at: '2024-01-01T12:00:00.000Z' }), campaigns),
    ).toBeNull();
    expect(contributionOf('donations', undefined, campaigns)).toBeNull();
  });

  it('knows a family by its email, whatever its case and spaces, else by its name', () => {
    expect(familyHash(' ANN@example.com ')).toBe(familyHash('ann@example.com'));
    expect(contributionOf('donations', gift({ email: '' }), campaigns)?.family).toBe(familyHash('Ann Lee'));
  });
});

describe("the campaign's progress computed over all its records", () => {
  it('sums the pledged, counts each family once and each partner, and leaves other campaigns out', () => {
    const records = [
      { collection: 'donations', record: gift() },
      { collection: 'donations', record: gift({ total_pledged_amt: 50, email: 'ANN@example.com' }) },
      { collection: 'donations', record: gift({ total_pledged_amt: 250.55, email: 'bo@example.com' }) },
      { collection: 'community_partners', record: gift({ total_pledged_amt: 1200, email: '' }) },
      { collection: 'donations', record: gift({ created_at: '2026-03-01T12:00:00.000Z' }) },
    ];
    const aggregate = aggregateOf('2026-27', records, campaigns, now);
    expect(aggregate.raised_cents).toBe(160_055);
    expect(publicProgress(aggregate, campaigns[1]!)).toEqual({
      campaign: '2026-27',
      goal: 20_000,
      raised: 1600.55,
      families: 2,
      partners: 1,
    });
    expect(publicProgress(aggregateOf('2025-26', records, campaigns, now), campaigns[0]!)).toMatchObject({
      raised: 100,
      families: 1,
      goal: null,
    });
  });
});
