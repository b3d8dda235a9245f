import { describe, expect, it } from 'vitest';
import { schoolConfig } from '../src/config/school';
import { sumDollars } from '../src/money/money';

describe('school configuration', () => {
  it('budget figures add up to exactly $1,000 and the shares to 100%', () => {
    const items = schoolConfig.budgetBreakdown;
    expect(items.map((item) => item.dollarsPer1000)).toEqual([274, 323, 116, 48, 239]);
    expect(sumDollars(items.map((item) => item.dollarsPer1000))).toBe(1000);
    expect(sumDollars(items.map((item) => item.share))).toBe(100);
    for (const item of items) expect(item.dollarsPer1000).toBe(Math.round(item.share * 10));
  });

  it('offers the 16 grade-and-teacher options in the spec order', () => {
    const grades = schoolConfig.gradeTeacherOptions.map((option) => option.split(' - ')[0]);
    expect(grades).toEqual([
      'TK',
      'K',
      'K',
      '1st Grade',
      '1st Grade',
      '2nd Grade',
      '2nd Grade',
      '3rd Grade',
      '3rd Grade',
      '4th Grade',
      '4th Grade',
      '5th Grade',
      '5th Grade',
      '6th Grade',
      '7th Grade',
      '8th Grade',
    ]);
    expect(new Set(schoolConfig.gradeTeacherOptions).size).toBe(16);
  });

  it('has the eight t-shirt sizes and the four levels at their prices', () => {
    expect(schoolConfig.tShirtSizes).toHaveLength(8);
    expect(schoolConfig.sponsorshipLevels.map((level) => [level.id, level.price])).toEqual([
      ['platinum', 3000],
      ['gold', 1200],
      ['silver', 960],
      ['bronze', 500],
    ]);
    expect(schoolConfig.sponsorshipLevels.find((level) => level.id === 'bronze')?.benefits).toEqual([
      'Website ad',
      '3 eblasts',
    ]);
  });

  it('keeps the limits and timings of the spec', () => {
    expect(schoolConfig.limits).toMatchObject({
      minAmount: 1,
      minMonths: 1,
      maxMonths: 12,
      tShirtThreshold: 1000,
      phoneMaxLength: 14,
    });
    expect(schoolConfig.timings).toMatchObject({
      redirectAfterAddMs: 1500,
      toastMs: 3000,
      budgetAnimationStepMs: 200,
    });
    expect(schoolConfig.adminPlaceholderEmail.endsWith(`@${schoolConfig.adminEmailDomain}`)).toBe(true);
  });
});
