import { describe, expect, it } from 'vitest';
import {
  budgetFormSummary,
  defaultSettings,
  defaultStudentPages,
  defaultTimeZone,
  formPathOf,
  formValuesToSettings,
  holdsSampleValues,
  newSettingsItems,
  nextSchoolYearCampaign,
  schoolSettingsSchema,
  settingsDocument,
  settingsFormSchema,
  type SettingsFormValues,
  settingsToFormValues,
  settingsValuesSchema,
} from '../src/settings';

const { revision: _revision, updated_at: _updatedAt, ...defaultValues } = defaultSettings;

function formWith(change: (form: SettingsFormValues) => void): SettingsFormValues {
  const form = settingsToFormValues(defaultValues);
  change(form);
  return form;
}

/** The issues the form's schema reports, as 'path: message' lines. */
function formIssues(form: SettingsFormValues): string[] {
  const parsed = settingsFormSchema.safeParse(form);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('settings form: the settings as form values and back', () => {
  it('shows every number as text and blank where there is none', () => {
    const form = settingsToFormValues({
      ...defaultValues,
      campaigns: [{ id: '2026-27', name: '2026-27', start: '2026-08-01', end: '2027-07-31', goal: null }],
    });
    expect(form.giving).toEqual({
      suggestedGift: '1000',
      costPerChild: '800',
      tShirtThreshold: '1000',
      bankPaymentsFrom: '500',
    });
    expect(form.classes[1]).toEqual({ label: 'K - Ms. Chen', size: '', translations: { es: { label: '' } } });
    expect(form.tShirtSizes[0]).toEqual({ value: 'Youth S' });
    expect(form.sponsorshipLevels[3]).toMatchObject({ id: 'bronze', price: '500', productId: null });
    expect(form.sponsorshipLevels[3]!.benefits[0]).toEqual({
      text: 'Website ad',
      kind: 'advertising',
      value: '100',
      quantity: '1',
      translations: { es: { text: '' } },
    });
    expect(form.budget[0]).toEqual({
      label: 'Computer lab and program',
      share: '27.4',
      translations: { es: { label: '' } },
    });
    expect(form.campaigns[0]!.goal).toBe('');
  });

  it('gives back the same settings when nothing was changed', () => {
    const form = settingsToFormValues(defaultValues);
    // A document without student pages' settings shows (and so saves) their sample values.
    const saved = { ...defaultValues, studentPages: defaultStudentPages };
    expect(formValuesToSettings(form)).toEqual(saved);
    expect(settingsFormSchema.parse(form)).toEqual(saved);
    expect(formValuesToSettings(settingsToFormValues(saved))).toEqual(saved);
  });

  it("shows the student pages' settings, their goal as text, and checks the goal", () => {
    const form = settingsToFormValues({
      ...defaultValues,
      studentPages: { enabled: false, defaultGoal: 300, leaderboard: 'participation' },
    });
    expect(form.studentPages).toEqual({
      enabled: false,
      defaultGoal: '300',
      leaderboard: 'participation',
      approval: false,
    });
    form.studentPages.defaultGoal = '$1,500';
    expect(settingsFormSchema.parse(form).studentPages).toEqual({
      enabled: false,
      defaultGoal: 1500,
      leaderboard: 'participation',
    });
    // Approval is saved when on, and left out (off, as before it was a setting) when off.
    form.studentPages.approval = true;
    expect(settingsFormSchema.parse(form).studentPages).toMatchObject({ approval: true });
    form.studentPages.defaultGoal = '0';
    expect(formIssues(form)).toEqual([
      'studentPages.defaultGoal: Please enter the default goal in dollars, at least $1',
    ]);
    form.studentPages.defaultGoal = '';
    expect(formIssues(form)).toEqual([
      'studentPages.defaultGoal: Please enter the default goal in dollars, at least $1',
    ]);
  });

  it('reads typed numbers: dollar signs and commas, a blank class size or goal as none, a blank value as 0', () => {
    const form = formWith((draft) => {
      draft.sponsorshipLevels[3]!.price = ' $1,250 ';
      draft.classes[0]!.size = '24';
      draft.sponsorshipLevels[0]!.benefits[0]!.value = '';
      draft.budget[0]!.share = '27.4%';
      draft.campaigns = [
        { id: 'y1', name: ' 2026-27 ', start: '2026-08-01', end: '2027-07-31', goal: '', classes: [] },
      ];
      draft.organization.schoolName = '  Rio School ';
    });
    const values = settingsFormSchema.parse(form);
    expect(values.sponsorshipLevels[3]!.price).toBe(1250);
    expect(values.classes[0]!.size).toBe(24);
    expect(values.classes[1]!.size).toBeNull();
    expect(values.sponsorshipLevels[0]!.benefits[0]!.value).toBe(0);
    expect(values.budget[0]!.share).toBe(27.4);
    expect(values.campaigns[0]).toMatchObject({ name: '2026-27', goal: null });
    expect(values.organization.schoolName).toBe('Rio School');
    const withGoal = formWith((draft) => {
      draft.campaigns = [
        { id: 'y1', name: 'Y1', start: '2026-08-01', end: '2027-07-31', goal: '$50,000', classes: [] },
      ];
    });
    expect(settingsFormSchema.parse(withGoal).campaigns[0]!.goal).toBe(50000);
  });
});

describe('settings form: a bad value is refused beside its field with the schema words', () => {
  it('reports each issue at the field it concerns', () => {
    const form = formWith((draft) => {
      draft.sponsorshipLevels[3]!.price = '';
      draft.classes[2]!.size = 'twenty';
      draft.tShirtSizes[1]!.value = ' ';
      draft.organization.taxExemptNumber = '12345';
      draft.giving.costPerChild = 'abc';
    });
    expect(formIssues(form)).toEqual([
      'organization.taxExemptNumber: Please enter the tax-exempt number as 12-3456789',
      'giving.costPerChild: Please enter the cost per child in dollars, more than $0',
      'classes.2.size: Please enter the class size as a whole number, or leave it blank',
      'tShirtSizes.1.value: Please enter the size',
      'sponsorshipLevels.3.price: Please enter the level price in dollars, more than $0',
    ]);
  });

  it('uses the very messages of the settings schema (no second copy of the rules)', () => {
    const form = formWith((draft) => {
      draft.budget[0]!.share = '26.4';
      draft.classes[1]!.label = 'TK - Ms. Rivera';
    });
    const schemaMessages = schoolSettingsSchema
      .safeParse({ ...formValuesToSettings(form), revision: 1, updated_at: null })
      .error!.issues.map((issue) => issue.message);
    expect(formIssues(form)).toEqual([
      'classes: Each grade-and-teacher choice must be different',
      'budget: The shares must add up to 100% (they add up to 99%)',
    ]);
    expect(schemaMessages).toEqual([
      'Each grade-and-teacher choice must be different',
      'The shares must add up to 100% (they add up to 99%)',
    ]);
  });

  it('puts a T-shirt size message on its input, every other path unchanged', () => {
    expect(formPathOf(['tShirtSizes', 3])).toEqual(['tShirtSizes', 3, 'value']);
    expect(formPathOf(['tShirtSizes'])).toEqual(['tShirtSizes']);
    expect(formPathOf(['campaigns', 0, 'end'])).toEqual(['campaigns', 0, 'end']);
  });

  it('refuses a campaign whose end is before its start, and overlapping campaigns', () => {
    const campaign = { id: 'a', name: 'A', start: '2026-08-01', end: '2026-07-31', goal: '', classes: [] };
    expect(formIssues(formWith((draft) => (draft.campaigns = [campaign])))).toEqual([
      'campaigns.0.end: The end date must be on or after the start date',
    ]);
    const overlapping = [
      { ...campaign, end: '2027-07-31' },
      { ...campaign, id: 'b', name: 'B', start: '2027-07-01', end: '2028-07-31' },
    ];
    expect(formIssues(formWith((draft) => (draft.campaigns = overlapping)))).toEqual([
      'campaigns: Campaign dates must not overlap: a gift belongs to one campaign',
    ]);
  });

  it('refuses new empty rows until they are filled in', () => {
    const form = formWith((draft) => {
      draft.classes.push(newSettingsItems.classChoice());
      draft.sponsorshipLevels[0]!.benefits.push(newSettingsItems.benefit());
      draft.budget.push(newSettingsItems.budgetItem());
      draft.tShirtSizes.push(newSettingsItems.tShirtSize());
      draft.campaigns.push(newSettingsItems.campaign());
    });
    expect(formIssues(form)).toEqual([
      'classes.16.label: Please enter the grade and teacher',
      'tShirtSizes.8.value: Please enter the size',
      'sponsorshipLevels.0.benefits.7.text: Please enter the benefit',
      'budget.5.label: Please enter the budget item',
      'budget.5.share: Please enter a share between 0.1 and 100',
      'campaigns.0.id: Please use lowercase letters, digits and hyphens in the campaign id',
      'campaigns.0.name: Please enter the campaign name',
      'campaigns.0.start: Please enter the start date',
      'campaigns.0.end: Please enter the end date',
    ]);
  });
});

describe('settings form: the document a save writes', () => {
  it('is the whole settings with the revision read plus one and the time of the save', () => {
    const values = settingsValuesSchema.parse(defaultValues);
    const now = new Date('2026-09-01T17:00:00.000Z');
    const written = settingsDocument(values, { revision: 6 }, now);
    expect(written).toEqual({ ...defaultValues, revision: 7, updated_at: '2026-09-01T17:00:00.000Z' });
    expect(schoolSettingsSchema.parse(written)).toEqual(written);
    // A school that never saved (the sample values, revision 0) creates revision 1, as the rules ask.
    expect(settingsDocument(values, defaultSettings, now).revision).toBe(1);
  });

  it('holds the sample values until the office saves once', () => {
    expect(holdsSampleValues(defaultSettings)).toBe(true);
    expect(holdsSampleValues({ updated_at: '2026-09-01T17:00:00.000Z' })).toBe(false);
  });
});

describe('settings form: budget figures while typing', () => {
  it('derives dollars per $1,000 and the total in tenths', () => {
    expect(budgetFormSummary(settingsToFormValues(defaultValues).budget)).toEqual({
      dollarsPer1000: [274, 323, 116, 48, 239],
      totalPercent: 100,
      complete: true,
    });
  });

  it('leaves out a share that is not a number and says the total is not complete', () => {
    expect(budgetFormSummary([{ share: '60' }, { share: 'abc' }, { share: '' }, { share: '39%' }])).toEqual({
      dollarsPer1000: [600, null, null, 390],
      totalPercent: 99,
      complete: false,
    });
  });
});

describe("settings form: next year's campaign", () => {
  const now = new Date('2026-09-15T19:00:00.000Z');

  it('is the school year running now when there is no campaign, or only older ones', () => {
    const thisYear = { id: '2026-27', name: '2026-27', start: '2026-08-01', end: '2027-07-31', goal: null };
    expect(nextSchoolYearCampaign(defaultTimeZone, [], now)).toEqual(thisYear);
    expect(nextSchoolYearCampaign(defaultTimeZone, [{ end: '2024-07-31' }], now)).toEqual(thisYear);
  });

  it('is the school year after the latest campaign', () => {
    expect(
      nextSchoolYearCampaign(defaultTimeZone, [{ end: '2026-07-31' }, { end: '2027-07-31' }], now),
    ).toEqual({
      id: '2027-28',
      name: '2027-28',
      start: '2027-08-01',
      end: '2028-07-31',
      goal: null,
    });
  });

  it('starts the day after a latest campaign that runs into the new school year', () => {
    expect(nextSchoolYearCampaign(defaultTimeZone, [{ end: '2027-09-30' }], now)).toMatchObject({
      id: '2027-28',
      start: '2027-10-01',
      end: '2028-07-31',
    });
  });
});

describe('the values a settings save sends', () => {
  const values = defaultValues;

  it('must name the time zone (a form from before the setting must not reset it to the default)', () => {
    const { time_zone: _zone, ...withoutZone } = values;
    expect(settingsValuesSchema.safeParse(withoutZone).success).toBe(false);
    expect(settingsValuesSchema.parse({ ...values, time_zone: 'America/New_York' }).time_zone).toBe(
      'America/New_York',
    );
  });

  it('drop a field the settings do not have', () => {
    expect(settingsValuesSchema.parse({ ...values, theme: 'dark' })).not.toHaveProperty('theme');
  });

  it('take the receipts texts, or none from a document saved before them, and refuse bad ones', () => {
    const texts = values.receipts;
    expect(settingsValuesSchema.parse(values).receipts).toEqual(texts);
    const { receipts: _none, ...older } = values;
    expect(settingsValuesSchema.parse(older).receipts).toEqual(defaultSettings.receipts);
    for (const receipts of [
      { ...texts, noGoodsStatement: '' },
      { ...texts, signerName: 'x'.repeat(121) },
      'No goods',
    ]) {
      expect(settingsValuesSchema.safeParse({ ...values, receipts }).success).toBe(false);
    }
  });
});
