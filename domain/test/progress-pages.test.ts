import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classLeaderboard,
  contributionOf,
  emptyAggregate,
  currentHead,
  newHead,
  splitCents,
  withContribution,
  type Contribution,
} from '../src/progress';
import { defaultSettings, defaultTimeZone } from '../src/settings';
import { donation } from './fixtures';

const now = new Date('2026-11-25T12:00:00Z');
const campaigns = [{ id: 'c', name: '2026-27', start: '2026-08-01', end: '2027-07-31', goal: null }];
const [tk, k1, k2] = defaultSettings.classes.map((choice) => choice.label);
const gift = (over: Partial<Contribution>): Contribution => ({
  campaignId: 'c',
  raisedCents: 5_000,
  family: 'f1',
  partner: false,
  page: null,
  classes: [],
  ...over,
});

describe("a gift's part in its page and classes", () => {
  it('comes from the record: the page it was given through and its students’ classes', () => {
    const record = donation({
      total_pledged_amt: 50,
      created_at: '2026-09-10T18:00:00.000Z',
      student_page: 'mayar23',
      grade_teacher_data: [
        { grade: k1!, teacher: k1! },
        { grade: tk!, teacher: tk! },
        { grade: k1!, teacher: k1! },
      ],
    });
    expect(contributionOf(defaultTimeZone, 'donations', record, campaigns)).toMatchObject({
      page: 'mayar23',
      classes: [k1, tk].sort(),
    });
  });

  it('adds to the page and splits the cents evenly among the classes, to the cent', () => {
    expect(splitCents(1001, 3)).toEqual([334, 334, 333]);
    expect(splitCents(-1001, 3)).toEqual([-334, -334, -333]);
    const aggregate = withContribution(
      emptyAggregate('c', now),
      gift({ raisedCents: 1001, page: 'mayar23', classes: [k1!, tk!] }),
      1,
      now,
    );
    expect(aggregate.pages).toEqual({ mayar23: { raised_cents: 1001, gifts: 1 } });
    expect(aggregate.classes![k1!]).toEqual({ raised_cents: 501, gifts: 1, family_counts: { f1: 1 } });
    expect(aggregate.classes![tk!]!.raised_cents).toBe(500);
  });

  it('leaves nothing behind once every gift is taken back, whatever the order', () => {
    const contribution = fc.record({
      raisedCents: fc.integer({ min: 1, max: 10_000_000 }),
      family: fc.constantFrom('f1', 'f2', null),
      page: fc.constantFrom('aaaaaaa', 'bbbbbbb', null),
      classes: fc.uniqueArray(fc.constantFrom(tk!, k1!, k2!), { maxLength: 3 }).map((list) => list.sort()),
    });
    fc.assert(
      fc.property(fc.array(contribution, { maxLength: 12 }), fc.func(fc.integer()), (gifts, order) => {
        let aggregate = emptyAggregate('c', now);
        for (const one of gifts) aggregate = withContribution(aggregate, gift(one), 1, now);
        const classCents = Object.values(aggregate.classes!).reduce(
          (sum, part) => sum + part.raised_cents,
          0,
        );
        const expected = gifts.filter((one) => one.classes.length > 0);
        expect(classCents).toBe(expected.reduce((sum, one) => sum + one.raisedCents, 0));
        const shuffled = [...gifts].sort((a, b) => order(a) - order(b));
        for (const one of shuffled) aggregate = withContribution(aggregate, gift(one), -1, now);
        expect(aggregate.pages).toEqual({});
        expect(aggregate.classes).toEqual({});
        expect(aggregate.raised_cents).toBe(0);
      }),
    );
  });

  it('makes an aggregate kept by an earlier build (one document, before shards) count again from every record', () => {
    const { pages: _pages, classes: _classes, ...earlier } = emptyAggregate('c', now, 'e1');
    expect(currentHead(earlier)).toBeNull();
    expect(currentHead(emptyAggregate('c', now, 'e1'))).toBeNull();
    expect(currentHead({ ...newHead('c', now, 'e1'), shards: 8 })).toBeNull();
    expect(currentHead(newHead('c', now, 'e1'))).toEqual(newHead('c', now, 'e1'));
  });
});

describe('the class leaderboard', () => {
  const settings = {
    classes: [
      { label: tk!, size: 10 },
      { label: k1!, size: 20 },
      { label: k2!, size: null },
    ],
  };
  let aggregate = emptyAggregate('c', now);
  aggregate = withContribution(aggregate, gift({ raisedCents: 30_000, family: 'a', classes: [k1!] }), 1, now);
  aggregate = withContribution(aggregate, gift({ raisedCents: 1_000, family: 'b', classes: [tk!] }), 1, now);
  aggregate = withContribution(aggregate, gift({ raisedCents: 1_000, family: 'c', classes: [tk!] }), 1, now);
  aggregate = withContribution(
    aggregate,
    gift({ raisedCents: 500, family: 'd', classes: ['Old class'] }),
    1,
    now,
  );

  it('ranks every class of the settings by dollars, naming no child or family', () => {
    expect(classLeaderboard(aggregate, settings, 'totals')).toEqual([
      { gradeTeacher: k1, raised: 300, families: 1, participation: 0.05 },
      { gradeTeacher: tk, raised: 20, families: 2, participation: 0.2 },
      { gradeTeacher: k2, raised: 0, families: 0, participation: null },
    ]);
  });

  it('or by the share of families who gave, classes without a size last', () => {
    expect(classLeaderboard(aggregate, settings, 'participation').map((entry) => entry.gradeTeacher)).toEqual(
      [tk, k1, k2],
    );
  });
});
