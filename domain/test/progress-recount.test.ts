import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aggregateOf,
  campaignChanges,
  campaignsTouched,
  contributionOf,
  newHead,
  PROGRESS_SHARDS,
  publicProgress,
  recountedShards,
  shardKey,
  shardOf,
  stillCounted,
  summedProgress,
  type Contribution,
  type ProgressHead,
  type ProgressShard,
  type RecordChange,
} from '../src/progress';
import { type Campaign, campaignRange, defaultTimeZone } from '../src/settings';
import { donation, partner } from './fixtures';

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
const heads = new Map<string, ProgressHead>([
  [thisYear.id, newHead(thisYear.id, at, 'e1')],
  [lastYear.id, newHead(lastYear.id, at, 'e1')],
]);
type Shards = Map<string, ProgressShard>;
/** The stored shards after a change: those it wrote over those it read. */
const apply = (stored: Shards, changes: RecordChange[], current = heads): Shards =>
  new Map([...stored, ...recountedShards(current, stored, changes, at)]);
const shown = (stored: Shards, campaign: Campaign = thisYear, current = heads) =>
  publicProgress(summedProgress(current.get(campaign.id)!, [...stored.values()]), campaign);

describe('recounting records in the progress shards', () => {
  it('moves a record from what was counted to what counts now, once however often it is recounted', () => {
    const first = apply(new Map(), [{ shard: 3, counted: null, now: gift(10_000) }]);
    expect([...first.keys()]).toEqual([shardKey(thisYear.id, 3)]);
    expect(first.get(shardKey(thisYear.id, 3))).toMatchObject({ epoch: 'e1', shard: 3 });
    expect(shown(first)).toMatchObject({ raised: 100, families: 1 });
    // Recounted again with nothing changed (a retried trigger, a late one): no shard is touched.
    expect(
      recountedShards(heads, first, [{ shard: 3, counted: gift(10_000), now: gift(10_000) }], at).size,
    ).toBe(0);

    // Partly refunded, then voided: out it goes, and the family with it.
    const refunded = apply(first, [{ shard: 3, counted: gift(10_000), now: gift(2_500) }]);
    expect(shown(refunded)).toMatchObject({ raised: 25, families: 1 });
    const voided = apply(refunded, [{ shard: 3, counted: gift(2_500), now: null }]);
    expect(shown(voided)).toMatchObject({ raised: 0, families: 0 });
  });

  it('moves a record between campaigns, touching its shard in both', () => {
    const before = apply(new Map(), [{ shard: 5, counted: null, now: gift(5_000, lastYear.id) }]);
    const moves = [{ shard: 5, counted: gift(5_000, lastYear.id), now: gift(5_000) }];
    expect(campaignsTouched(moves).sort()).toEqual([lastYear.id, thisYear.id]);
    const after = apply(before, moves);
    expect(shown(after, lastYear)).toMatchObject({ raised: 0, families: 0 });
    expect(shown(after)).toMatchObject({ raised: 50, families: 1 });
  });

  it('counts a family that gave through records of several shards once, and adds every shard to the cent', () => {
    const page = [
      { shard: 0, counted: null, now: gift(1_001, thisYear.id, 'a') },
      { shard: 1, counted: null, now: gift(2_000, thisYear.id, 'a') },
      { shard: 1, counted: null, now: gift(3_000, thisYear.id, 'b') },
    ];
    const sum = summedProgress(heads.get(thisYear.id)!, [...apply(new Map(), page).values()]);
    expect(sum.raised_cents).toBe(6_001);
    expect(sum.family_counts).toEqual({ a: 2, b: 1 });
    expect(shown(apply(new Map(), page))).toMatchObject({ raised: 60.01, families: 2 });
  });

  it('adds up to what one aggregate of every record holds, pages and classes included, whatever the records', () => {
    const campaigns = [thisYear];
    const record = fc.record({
      id: fc.string({ minLength: 1, maxLength: 20 }),
      partner: fc.boolean(),
      cents: fc.integer({ min: 1, max: 500_000 }),
      family: fc.constantFrom('a@x.org', 'b@x.org', 'c@x.org'),
      page: fc.constantFrom(null, 'mayar23', 'leob456'),
      classes: fc.subarray(['TK - Ms. A', 'K - Mr. B', '1 - Ms. C']),
    });
    fc.assert(
      fc.property(fc.uniqueArray(record, { selector: (r) => r.id, maxLength: 40 }), (records) => {
        const stored = records.map(({ id, partner: isPartner, cents, family, page, classes }) => {
          const fields = {
            total_pledged_amt: cents / 100,
            created_at: '2026-09-10T18:00:00.000Z',
            email: family,
            grade_teacher_data: classes.map((label) => ({ grade: label, teacher: label })),
          };
          return isPartner
            ? { id, collection: 'community_partners', record: partner(fields) }
            : { id, collection: 'donations', record: donation({ ...fields, student_page: page }) };
        });
        const changes = stored.map(({ id, collection, record: r }) => ({
          shard: shardOf(collection, id),
          counted: null,
          now: contributionOf(defaultTimeZone, collection, r, campaigns),
        }));
        const shards = apply(new Map(), changes);
        const whole = aggregateOf(defaultTimeZone, thisYear.id, stored, campaigns, at);
        const {
          updated_at: _a,
          epoch: _e,
          ...sum
        } = summedProgress(heads.get(thisYear.id)!, [...shards.values()]);
        const { updated_at: _b, ...expected } = whole;
        expect(sum).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('spreads records with Firestore ids evenly over the shards, each always in the same one', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    // Firestore's own ids: 20 characters drawn at random (mulberry32, seeded, so the test is the same each run).
    let seed = 7;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const ids = Array.from({ length: 6_400 }, () =>
      Array.from({ length: 20 }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''),
    );
    const counts = new Array<number>(PROGRESS_SHARDS).fill(0);
    for (const id of ids) counts[shardOf('donations', id)]!++;
    const mean = ids.length / PROGRESS_SHARDS;
    expect(Math.min(...counts)).toBeGreaterThan(mean * 0.75);
    expect(Math.max(...counts)).toBeLessThan(mean * 1.25);
    expect(shardOf('donations', ids[0]!)).toBe(shardOf('donations', ids[0]!));
  });
});

describe('epochs of a recount of every record', () => {
  it('takes a record counted under the head’s epoch as counted, and one of an earlier epoch as not', () => {
    expect(stillCounted({ ...gift(500), epoch: 'e1' }, heads)).toEqual(gift(500));
    expect(stillCounted({ ...gift(500), epoch: 'e0' }, heads)).toBeNull();
    expect(stillCounted({ ...gift(500, 'gone'), epoch: 'e1' }, heads)).toBeNull();
    expect(stillCounted(null, heads)).toBeNull();
  });

  it('starts a shard of an earlier epoch again, empty, and leaves it out of the sum until then', () => {
    const before = apply(new Map(), [
      { shard: 2, counted: null, now: gift(500) },
      { shard: 4, counted: null, now: gift(700) },
    ]);
    const restarted = new Map([[thisYear.id, newHead(thisYear.id, at, 'e2')]]);
    expect(shown(before, thisYear, restarted)).toMatchObject({ raised: 0, families: 0 });
    const after = apply(before, [{ shard: 2, counted: null, now: gift(500) }], restarted);
    expect(after.get(shardKey(thisYear.id, 2))).toMatchObject({ epoch: 'e2', raised_cents: 500 });
    expect(shown(after, thisYear, restarted)).toMatchObject({ raised: 5, families: 1 });
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
