import { describe, expect, it } from 'vitest';
import {
  campaignChanges,
  campaignsTouched,
  emptyAggregate,
  keptBeforeEpochs,
  publicProgress,
  recounted,
  stillCounted,
  type Contribution,
  type ProgressAggregate,
} from '../src/progress';
import { type Campaign, campaignRange, defaultTimeZone } from '../src/settings';

const at = new Date('2026-11-25T12:00:00Z');
const thisYear = { id: '2026-27', name: '2026-27', start: '2026-08-01', end: '2027-07-31', goal: 10_000 };
const lastYear = { id: '2025-26', name: '2025-26', start: '2025-08-01', end: '2026-07-31', goal: null };
const gift = (cents: number, campaignId = thisYear.id, family = 'f1'): Contribution => ({
  campaignId,
  raisedCents: cents,
  family,
  partner: false,
  page: null,
  classes: [],
});
const none = new Map<string, ProgressAggregate | null>();
const shown = (aggregates: Map<string, ProgressAggregate>, campaign: Campaign = thisYear) =>
  publicProgress(aggregates.get(campaign.id)!, campaign);

describe('recounting records in the progress', () => {
  it('moves a record from what was counted to what counts now, once however often it is recounted', () => {
    const first = recounted(none, [{ counted: null, now: gift(10_000) }], at, 'e1');
    expect(first.get(thisYear.id)!.epoch).toBe('e1');
    expect(shown(first)).toMatchObject({ raised: 100, families: 1 });
    // Recounted again with nothing changed (a retried trigger, a late one): no aggregate is touched.
    expect(recounted(first, [{ counted: gift(10_000), now: gift(10_000) }], at, 'e2').size).toBe(0);

    // Partly refunded, then voided: out it goes, and the family with it.
    const refunded = recounted(first, [{ counted: gift(10_000), now: gift(2_500) }], at, 'e2');
    expect(shown(refunded)).toMatchObject({ raised: 25, families: 1 });
    expect(refunded.get(thisYear.id)!.epoch).toBe('e1');
    const voided = recounted(refunded, [{ counted: gift(2_500), now: null }], at, 'e2');
    expect(shown(voided)).toMatchObject({ raised: 0, families: 0 });
  });

  it('moves a record between campaigns, touching both aggregates', () => {
    const before = recounted(none, [{ counted: null, now: gift(5_000, lastYear.id) }], at, 'e1');
    const moves = [{ counted: gift(5_000, lastYear.id), now: gift(5_000) }];
    expect(campaignsTouched(moves).sort()).toEqual([lastYear.id, thisYear.id]);
    const after = recounted(before, moves, at, 'e2');
    expect(shown(after, lastYear)).toMatchObject({ raised: 0, families: 0 });
    expect(shown(after)).toMatchObject({ raised: 50, families: 1 });
  });

  it('applies a page of records in one go, each on top of the one before', () => {
    const start = new Map([[thisYear.id, emptyAggregate(thisYear.id, at, 'e1')]]);
    const page = [
      { counted: null, now: gift(1_000, thisYear.id, 'a') },
      { counted: null, now: gift(2_000, thisYear.id, 'a') },
      { counted: null, now: gift(3_000, thisYear.id, 'b') },
    ];
    const after = recounted(start, page, at, 'e2').get(thisYear.id)!;
    expect(after.raised_cents).toBe(6_000);
    expect(after.family_counts).toEqual({ a: 2, b: 1 });
  });
});

describe('epochs of a recount of every record', () => {
  const aggregates = new Map([
    [thisYear.id, { ...emptyAggregate(thisYear.id, at, 'e2'), raised_cents: 500 }],
  ]);

  it('takes a record counted under the aggregate’s epoch as counted, and one of an earlier epoch as not', () => {
    expect(stillCounted({ ...gift(500), epoch: 'e2' }, aggregates)).toEqual(gift(500));
    expect(stillCounted({ ...gift(500), epoch: 'e1' }, aggregates)).toBeNull();
    expect(stillCounted({ ...gift(500, 'gone'), epoch: 'e2' }, aggregates)).toBeNull();
    expect(stillCounted(null, aggregates)).toBeNull();
  });

  it('starts again an aggregate kept before epochs existed, and says so', () => {
    const { epoch: _none, ...older } = emptyAggregate(thisYear.id, at, 'x');
    const legacy = new Map([[thisYear.id, { ...older, raised_cents: 99_999 }]]);
    expect(keptBeforeEpochs(legacy)).toBe(true);
    expect(keptBeforeEpochs(aggregates)).toBe(false);
    expect(stillCounted({ ...gift(500), epoch: 'e1' }, legacy)).toBeNull();
    const fresh = recounted(legacy, [{ counted: null, now: gift(500) }], at, 'e3').get(thisYear.id)!;
    expect(fresh).toMatchObject({ raised_cents: 500, epoch: 'e3' });
  });
});

describe('campaignChanges', () => {
  const nextYear = { id: '2027-28', name: '2027-28', start: '2027-08-01', end: '2028-07-31', goal: null };
  const rangeOf = (campaign: Campaign) => campaignRange(defaultTimeZone, campaign);
  const inSchoolTime = (campaigns: Campaign[]) => ({ time_zone: defaultTimeZone, campaigns });

  it('moves nothing for a new name or goal, or the same campaigns in another order', () => {
    expect(
      campaignChanges(
        inSchoolTime([thisYear]),
        inSchoolTime([{ ...thisYear, name: 'This year', goal: 20_000 }]),
      ),
    ).toEqual({
      restart: [],
      ranges: [],
    });
    expect(
      campaignChanges(inSchoolTime([thisYear, lastYear]), inSchoolTime([lastYear, thisYear])).ranges,
    ).toEqual([]);
  });

  it("starts again only next year's aggregate when next year's campaign is added", () => {
    expect(
      campaignChanges(inSchoolTime([thisYear, lastYear]), inSchoolTime([nextYear, thisYear, lastYear])),
    ).toEqual({
      restart: ['2027-28'],
      ranges: [rangeOf(nextYear)],
    });
  });

  it('recounts the old and the new dates of a campaign given other dates, and the dates of a removed one', () => {
    const shorter = { ...thisYear, end: '2027-06-30' };
    expect(campaignChanges(inSchoolTime([thisYear]), inSchoolTime([shorter]))).toEqual({
      restart: ['2026-27'],
      ranges: [rangeOf(shorter), rangeOf(thisYear)],
    });
    expect(campaignChanges(inSchoolTime([thisYear, lastYear]), inSchoolTime([thisYear]))).toEqual({
      restart: [],
      ranges: [rangeOf(lastYear)],
    });
  });
});
