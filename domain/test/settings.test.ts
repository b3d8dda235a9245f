import { describe, expect, it } from 'vitest';
import { sumDollars } from '../src/money';
import { requestSchemas } from '../src/public';
import {
  adminPlaceholderEmail,
  budgetItems,
  campaignRange,
  currentCampaign,
  defaultSettings,
  defaultTimeZone,
  gradeTeacherOptions,
  inCampaign,
  isAdminPlaceholderEmail,
  levelNames,
  type SchoolSettings,
  schoolSettingsSchema,
  schoolYearCampaign,
} from '../src/settings';

/** The first message the schema gives for a document, or null when it is valid. */
function firstProblem(settings: unknown): string | null {
  const parsed = schoolSettingsSchema.safeParse(settings);
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

function withChanges(change: (draft: SchoolSettings) => void): SchoolSettings {
  const draft = structuredClone(defaultSettings);
  change(draft);
  return draft;
}

describe('school settings: the seeded defaults', () => {
  it('are a valid settings document with the product values', () => {
    expect(schoolSettingsSchema.parse(defaultSettings)).toEqual(defaultSettings);
    expect(defaultSettings.giving).toEqual({
      suggestedGift: 1000,
      costPerChild: 800,
      tShirtThreshold: 1000,
      bankPaymentsFrom: 500,
    });
    expect(defaultSettings.sponsorshipLevels.map((level) => [level.id, level.price])).toEqual([
      ['platinum', 3000],
      ['gold', 1200],
      ['silver', 960],
      ['bronze', 500],
    ]);
    expect(defaultSettings.tShirtSizes).toHaveLength(8);
  });

  it('offer the 16 grade-and-teacher options in the product order', () => {
    const grades = gradeTeacherOptions(defaultSettings).map((option) => option.split(' - ')[0]);
    expect(grades).toEqual([
      'TK',
      'K',
      'K',
      ...['1st', '2nd', '3rd', '4th', '5th'].flatMap((grade) => [`${grade} Grade`, `${grade} Grade`]),
      '6th Grade',
      '7th Grade',
      '8th Grade',
    ]);
  });

  it('derive budget dollars per $1,000 that add up to exactly $1,000', () => {
    const items = budgetItems(defaultSettings);
    expect(items.map((item) => item.dollarsPer1000)).toEqual([274, 323, 116, 48, 239]);
    expect(sumDollars(items.map((item) => item.dollarsPer1000))).toBe(1000);
  });
});

describe('school settings: a document is refused with the message the form shows', () => {
  const cases: [string, (draft: SchoolSettings) => void, string][] = [
    [
      'budget shares adding to 99%',
      (draft) => (draft.budget[0]!.share = 26.4),
      'The shares must add up to 100% (they add up to 99%)',
    ],
    [
      'a share with two decimals',
      (draft) => (draft.budget[0]!.share = 27.45),
      'Please enter the share with at most one decimal',
    ],
    [
      'no grade-and-teacher choice',
      (draft) => (draft.classes = []),
      'Please keep at least one grade-and-teacher choice',
    ],
    [
      'two identical choices',
      (draft) => (draft.classes[1]!.label = draft.classes[0]!.label),
      'Each grade-and-teacher choice must be different',
    ],
    [
      'a class size of 0',
      (draft) => (draft.classes[0]!.size = 0),
      'Please enter a class size of at least 1, or leave it blank',
    ],
    [
      'two levels',
      (draft) => draft.sponsorshipLevels.splice(2),
      'Please keep between 3 and 5 sponsorship levels',
    ],
    [
      'a level at $0',
      (draft) => (draft.sponsorshipLevels[3]!.price = 0),
      'Please enter the level price in dollars, more than $0',
    ],
    [
      'a negative level price',
      (draft) => (draft.sponsorshipLevels[3]!.price = -5),
      'Please enter the level price in dollars, more than $0',
    ],
    [
      'a benefit valued below zero',
      (draft) => (draft.sponsorshipLevels[0]!.benefits[0]!.value = -1),
      'Please enter the estimated value in dollars',
    ],
    [
      'an office email without @',
      (draft) => (draft.organization.officeEmail = 'office'),
      'Please enter a valid office email address',
    ],
    [
      'a tax-exempt number in the wrong shape',
      (draft) => (draft.organization.taxExemptNumber = '123456789'),
      'Please enter the tax-exempt number as 12-3456789',
    ],
    [
      'a blank school name',
      (draft) => (draft.organization.schoolName = '  '),
      'Please enter the school name',
    ],
    [
      'overlapping campaigns',
      (draft) =>
        (draft.campaigns = [
          { id: 'a', name: 'A', start: '2025-08-01', end: '2026-08-31', goal: null },
          { id: 'b', name: 'B', start: '2026-08-01', end: '2027-07-31', goal: null },
        ]),
      'Campaign dates must not overlap: a gift belongs to one campaign',
    ],
    [
      'a campaign ending before it starts',
      (draft) =>
        (draft.campaigns = [{ id: 'a', name: 'A', start: '2026-08-01', end: '2026-07-31', goal: null }]),
      'The end date must be on or after the start date',
    ],
  ];
  it.each(cases)('%s', (_name, change, message) => {
    expect(firstProblem(withChanges(change))).toBe(message);
  });

  it('accepts a changed but sound document', () => {
    const changed = withChanges((draft) => {
      draft.classes.push({ label: '2nd Grade - Mr. Lee', size: 24 });
      draft.sponsorshipLevels[3]!.price = 650;
      draft.budget = [
        { label: 'Art', share: 40.5 },
        { label: 'Music', share: 59.5 },
      ];
    });
    expect(firstProblem(changed)).toBeNull();
  });
});

describe('rules that take the settings as input', () => {
  const renamed = withChanges((draft) => {
    draft.classes[0]!.label = 'TK - Ms. Romero';
    draft.sponsorshipLevels[0]!.name = 'Champion';
  });

  it('request validation accepts the current choices and refuses a removed one', () => {
    const body = {
      donation_type: 'one_time',
      amount: 50,
      parent_name: 'Pat',
      email: 'pat@example.org',
      children_data: [{ name: 'Kim', tShirtSize: '' }],
      grade_teacher_data: [{ grade: 'TK - Ms. Romero', teacher: 'TK - Ms. Romero' }],
    };
    expect(requestSchemas(renamed).donationCheckout.safeParse(body).success).toBe(true);
    const old = requestSchemas(defaultSettings).donationCheckout.safeParse(body);
    expect(old.success).toBe(false);
    expect(old.error?.issues[0]?.message).toBe('Please choose a grade and teacher from the list');
  });

  it('level names come from the settings', () => {
    expect(levelNames(renamed).platinum).toBe('Champion');
    expect(levelNames(defaultSettings).platinum).toBe('Platinum');
  });

  it('the placeholder email follows the admin domain and is recognised on any domain', () => {
    expect(adminPlaceholderEmail(defaultSettings)).toBe('admin-entry@hope.example.org');
    expect(isAdminPlaceholderEmail('admin-entry@old.example')).toBe(true);
    expect(isAdminPlaceholderEmail('pat@example.org')).toBe(false);
  });
});

describe('campaigns', () => {
  const lastYear = { id: '2025-26', name: '2025-26', start: '2025-08-01', end: '2026-07-31', goal: null };
  const thisYear = { id: '2026-27', name: '2026-27', start: '2026-08-01', end: '2027-07-31', goal: 50_000 };

  it('cover school-time days, both dates included', () => {
    // Midnight in Los Angeles in summer is 07:00 UTC.
    expect(campaignRange(defaultTimeZone, thisYear)).toEqual({
      startIso: '2026-08-01T07:00:00.000Z',
      endIso: '2027-08-01T07:00:00.000Z',
    });
    expect(inCampaign(defaultTimeZone, '2026-08-01T06:59:59.000Z', thisYear)).toBe(false);
    expect(inCampaign(defaultTimeZone, '2026-08-01T07:00:00.000Z', thisYear)).toBe(true);
    expect(inCampaign(defaultTimeZone, '2027-08-01T06:59:59.999Z', thisYear)).toBe(true);
  });

  it('the current one is the one running today, else the latest started', () => {
    expect(currentCampaign(defaultTimeZone, [lastYear, thisYear], new Date('2026-11-24T12:00:00Z'))).toBe(
      thisYear,
    );
    expect(currentCampaign(defaultTimeZone, [lastYear, thisYear], new Date('2026-03-01T12:00:00Z'))).toBe(
      lastYear,
    );
    expect(currentCampaign(defaultTimeZone, [lastYear], new Date('2028-01-01T12:00:00Z'))).toBe(lastYear);
    expect(currentCampaign(defaultTimeZone, [], new Date())).toBeNull();
  });

  it('a school year runs from August 1 to July 31', () => {
    expect(schoolYearCampaign(defaultTimeZone, new Date('2026-11-24T12:00:00Z'))).toMatchObject({
      name: '2026-27',
      start: '2026-08-01',
      end: '2027-07-31',
    });
    expect(schoolYearCampaign(defaultTimeZone, new Date('2026-07-31T20:00:00Z')).name).toBe('2025-26');
  });
});

describe('school settings: the hourly caps of the public endpoints', () => {
  it('start at 50 check pledges and 300 card checkouts an hour', () => {
    expect(defaultSettings.limits).toEqual({ checkPledgesPerHour: 50, checkoutsPerHour: 300 });
  });

  it('are given their sample values when a document saved before them is read', () => {
    const { limits: _limits, ...older } = structuredClone(defaultSettings);
    expect(schoolSettingsSchema.parse(older).limits).toEqual(defaultSettings.limits);
  });

  it('take whole numbers from 1 up to 1,000 pledges and 10,000 checkouts', () => {
    const withLimits = (limits: Record<string, unknown>) =>
      withChanges((draft) => Object.assign(draft.limits, limits));
    expect(firstProblem(withLimits({ checkPledgesPerHour: 1, checkoutsPerHour: 10000 }))).toBeNull();
    expect(firstProblem(withLimits({ checkPledgesPerHour: 0 }))).toBe(
      'Please enter the check pledges per hour as a whole number from 1 to 1,000',
    );
    expect(firstProblem(withLimits({ checkPledgesPerHour: 2.5 }))).toMatch(/whole number/);
    expect(firstProblem(withLimits({ checkPledgesPerHour: 1001 }))).toMatch(/from 1 to 1,000/);
    expect(firstProblem(withLimits({ checkoutsPerHour: 10001 }))).toBe(
      'Please enter the card checkouts per hour as a whole number from 1 to 10,000',
    );
    expect(firstProblem(withLimits({ checkoutsPerHour: Infinity }))).toMatch(/card checkouts/);
    expect(firstProblem(withLimits({ checkoutsPerHour: '300' }))).toMatch(/card checkouts/);
  });
});
