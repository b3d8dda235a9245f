import { describe, expect, it } from 'vitest';
import { requestSchemas } from '../src/public';
import {
  classNameIn,
  classesInUse,
  classesOfCampaign,
  defaultSettings,
  gradeTeacherOptions,
  missingTranslations,
  schoolSettingsSchema,
  type Campaign,
  type SchoolSettings,
} from '../src/settings';

const thisYear: Campaign = {
  id: 'y2026',
  name: '2026-27',
  start: '2026-08-01',
  end: '2027-07-31',
  goal: null,
};
const nextYear: Campaign = {
  id: 'y2027',
  name: '2027-28',
  start: '2027-08-01',
  end: '2028-07-31',
  goal: null,
  classes: [
    { label: 'K - Ms. Vega', size: 22, translations: { es: { label: 'K - Sra. Vega' } } },
    { label: '1st Grade - Ms. Chen', size: 25 },
  ],
};
const settings: SchoolSettings = { ...defaultSettings, campaigns: [thisYear, nextYear] };
// 23:30 on July 31 in Los Angeles is already August 1 in UTC: the school's day decides.
const lastEveningOfTheYear = new Date('2027-08-01T06:30:00Z');
const firstMorningOfNextYear = new Date('2027-08-01T15:00:00Z');

describe("next year's classes, prepared before the year starts", () => {
  it("keep today's form on the school's classes until the campaign's first day in school time", () => {
    expect(classesInUse(settings, new Date('2026-11-29T12:00:00Z'))).toBe(defaultSettings.classes);
    expect(classesInUse(settings, lastEveningOfTheYear)).toBe(defaultSettings.classes);
    expect(gradeTeacherOptions(settings, firstMorningOfNextYear)).toEqual([
      'K - Ms. Vega',
      '1st Grade - Ms. Chen',
    ]);
  });

  it('give each campaign its own list for its figures, the school list where it keeps none', () => {
    expect(classesOfCampaign(settings, nextYear).map((choice) => choice.size)).toEqual([22, 25]);
    expect(classesOfCampaign(settings, thisYear)).toBe(defaultSettings.classes);
    expect(classesOfCampaign(settings, null)).toBe(defaultSettings.classes);
  });

  it("refuse this year's gift naming next year's class, and accept it once next year has started", () => {
    const gift = {
      donation_type: 'one_time',
      amount: 50,
      parent_name: 'Maria Lopez',
      email: 'maria@example.com',
      children_data: [{ name: 'Ana', tShirtSize: '' }],
      grade_teacher_data: [{ grade: 'K - Ms. Vega', teacher: 'K - Ms. Vega' }],
    };
    const now = requestSchemas(settings, new Date('2027-03-01T12:00:00Z')).donationCheckout.safeParse(gift);
    expect(now.error?.issues[0]?.message).toBe('Please choose a grade and teacher from the list');
    const later = requestSchemas(settings, firstMorningOfNextYear).donationCheckout.safeParse(gift);
    expect(later.error?.issues ?? []).toEqual([]);
  });

  it('are checked like the school list: at least one choice, each different', () => {
    const twice = { ...nextYear, classes: [nextYear.classes![0]!, { ...nextYear.classes![0]!, size: 3 }] };
    const result = schoolSettingsSchema.safeParse({ ...settings, campaigns: [thisYear, twice] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Each grade-and-teacher choice must be different',
    ]);
  });
});

describe('class names in Spanish', () => {
  it('show the Spanish name where the office gave one, and the label records keep elsewhere', () => {
    expect(classNameIn(settings, 'K - Ms. Vega', 'es')).toBe('K - Sra. Vega');
    expect(classNameIn(settings, 'K - Ms. Vega', 'en')).toBe('K - Ms. Vega');
    expect(classNameIn(settings, '1st Grade - Ms. Chen', 'es')).toBe('1st Grade - Ms. Chen');
  });

  it('are listed among the texts without a Spanish version, each class once', () => {
    const places = missingTranslations(settings, 'es').map((word) => word.place);
    expect(places).toContain('Class "TK - Ms. Rivera"');
    expect(places).toContain('Class "1st Grade - Ms. Chen"');
    expect(places).not.toContain('Class "K - Ms. Vega"');
    expect(new Set(places.filter((place) => place.startsWith('Class '))).size).toBe(
      places.filter((place) => place.startsWith('Class ')).length,
    );
  });
});
