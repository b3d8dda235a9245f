import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classLabel } from '../src/classes/class-label';
import { donationWord, rankClasses, summarizeClasses, topClassCountText } from '../src/classes/ranking';

describe('class ranking', () => {
  it('counts teacher, else grade, else Unknown, from donations and partners', () => {
    const donations = [
      [
        { grade: 'K - Ms. Chen', teacher: 'K - Ms. Chen' },
        { grade: '6th Grade', teacher: '' },
      ],
      [{ grade: 'K - Ms. Chen', teacher: 'K - Ms. Chen' }],
      null,
    ];
    const partners = [
      [
        { grade: '', teacher: ' ' },
        { grade: '6th Grade', teacher: '' },
      ],
      undefined,
    ];
    const ranking = rankClasses(donations, partners);
    expect(ranking).toEqual([
      { teacher: '6th Grade', donationCount: 2, rank: 1 },
      { teacher: 'K - Ms. Chen', donationCount: 2, rank: 2 },
      { teacher: 'Unknown', donationCount: 1, rank: 3 },
    ]);
    expect(summarizeClasses(ranking)).toEqual({ classCount: 3, topClass: ranking[0], total: 5 });
    expect(topClassCountText(ranking[0]!)).toBe('2 items');
  });

  it('summarises an empty ranking', () => {
    expect(summarizeClasses(rankClasses([]))).toEqual({ classCount: 0, topClass: null, total: 0 });
    expect(topClassCountText(null)).toBe('N/A');
  });

  it.each([
    [0, 'donations'],
    [1, 'donation'],
    [2, 'donations'],
  ])('%s %s', (count, word) => {
    expect(donationWord(count)).toBe(word);
  });

  it('labels entries', () => {
    expect(classLabel(null)).toBe('Unknown');
    expect(classLabel({ grade: ' 7th Grade ' })).toBe('7th Grade');
  });

  const entry = fc.record({
    grade: fc.constantFrom('', '6th Grade', 'K'),
    teacher: fc.constantFrom('', 'Ms. A', 'Mr. B', 'Ms. C'),
  });
  const lists = fc.array(fc.option(fc.array(entry, { maxLength: 4 })), { maxLength: 30 });

  it('keeps its invariants on any data', () => {
    fc.assert(
      fc.property(lists, lists, (donations, partners) => {
        const ranking = rankClasses(donations, partners);
        const entries = [...donations, ...partners].flatMap((list) => list ?? []);
        expect(summarizeClasses(ranking).total).toBe(entries.length);
        expect(ranking.map((row) => row.rank)).toEqual(ranking.map((_, index) => index + 1));
        expect(new Set(ranking.map((row) => row.teacher)).size).toBe(ranking.length);
        for (let index = 1; index < ranking.length; index++) {
          const [before, after] = [ranking[index - 1]!, ranking[index]!];
          expect(
            before.donationCount > after.donationCount ||
              (before.donationCount === after.donationCount && before.teacher < after.teacher),
          ).toBe(true);
        }
        // Order of the sources does not change the result.
        expect(rankClasses(partners, donations)).toEqual(ranking);
      }),
    );
  });
});
