import { describe, expect, it } from 'vitest';
import {
  campaignDatesChanged,
  campaignsTouched,
  emptyAggregate,
  publicProgress,
  recounted,
  type Contribution,
  type ProgressAggregate,
} from '../src';

const at = new Date('2026-11-25T12:00:00Z');
const thisYear = { id: '2026-27', name: '2026-27', start: '2026-08-01', end: '2027-07-31', goal: 10_000 };
const lastYear = { id: '2025-26', name: '2025-26', start: '2025-08-01', end: '2026-07-31', goal: null };
const gift = (cents: number, campaignId = thisYear.id, family = 'f1'): Contribution => ({
  campaignId,
  raisedCents: cents,
  family,
  partner: false,
});
const none = new Map<string, ProgressAggregate | null>();

describe('recounting records in the progress', () => {
  it('moves a record from what was counted to what counts now, once however often it is recounted', () => {
    const first = recounted(none, [{ counted: null, now: gift(10_000) }], at);
    expect(publicProgress(first.get(thisYear.id)!, thisYear)).toMatchObject({ raised: 100, families: 1 });
    // Recounted again with nothing changed (a retried trigger, a late one): no aggregate is touched.
    expect(recounted(first, [{ counted: gift(10_000), now: gift(10_000) }], at).size).toBe(0);

    // Partly refunded, then voided: out it goes, and the family with it.
    const refunded = recounted(first, [{ counted: gift(10_000), now: gift(2_500) }], at);
    expect(publicProgress(refunded.get(thisYear.id)!, thisYear)).toMatchObject({ raised: 25, families: 1 });
    const voided = recounted(refunded, [{ counted: gift(2_500), now: null }], at);
    expect(publicProgress(voided.get(thisYear.id)!, thisYear)).toMatchObject({ raised: 0, families: 0 });
  });

  it('moves a record between campaigns, touching both aggregates', () => {
    const before = new Map([
      [
        lastYear.id,
        recounted(none, [{ counted: null, now: gift(5_000, lastYear.id) }], at).get(lastYear.id)!,
      ],
    ]);
    const moves = [{ counted: gift(5_000, lastYear.id), now: gift(5_000) }];
    expect(campaignsTouched(moves).sort()).toEqual([lastYear.id, thisYear.id]);
    const after = recounted(before, moves, at);
    expect(publicProgress(after.get(lastYear.id)!, lastYear)).toMatchObject({ raised: 0, families: 0 });
    expect(publicProgress(after.get(thisYear.id)!, thisYear)).toMatchObject({ raised: 50, families: 1 });
  });

  it('applies a page of records in one go, each on top of the one before', () => {
    const start = new Map([[thisYear.id, emptyAggregate(thisYear.id, at)]]);
    const page = [
      { counted: null, now: gift(1_000, thisYear.id, 'a') },
      { counted: null, now: gift(2_000, thisYear.id, 'a') },
      { counted: null, now: gift(3_000, thisYear.id, 'b') },
    ];
    const after = recounted(start, page, at).get(thisYear.id)!;
    expect(after.raised_cents).toBe(6_000);
    expect(after.family_counts).toEqual({ a: 2, b: 1 });
  });
});

describe('campaignDatesChanged', () => {
  it('is true when a campaign is added, removed or given other dates, and not for a name or a goal', () => {
    expect(campaignDatesChanged([thisYear], [thisYear, lastYear])).toBe(true);
    expect(campaignDatesChanged([thisYear, lastYear], [thisYear])).toBe(true);
    expect(campaignDatesChanged([thisYear], [{ ...thisYear, end: '2027-06-30' }])).toBe(true);
    expect(campaignDatesChanged([thisYear], [{ ...thisYear, name: 'This year', goal: 20_000 }])).toBe(false);
    expect(campaignDatesChanged([thisYear, lastYear], [lastYear, thisYear])).toBe(false);
  });
});
