import { z } from '../zod';
import { readNumberInput } from '../input';
import type { Campaign } from './campaign';
import { levelIdFromName } from './level-ids';
import type { BenefitKind } from './schema';
import { schoolSettingsSchema, type SchoolSettings } from './school-settings';
import { studentPagesOf, type StudentPagesSettings } from './student-pages-settings';
import { timeZoneSettingSchema } from './time-zone-setting';

/*
 * The back office's Settings form. Inputs hold text (a price is typed, not parsed as you type), so the form
 * has its own shape: the settings with every number as text and the T-shirt sizes as objects (a field array
 * needs objects). The form is checked by converting it back and parsing with the settings schema, so the
 * browser refuses a value with the schema's own words, beside the same field.
 */

/**
 * What a save writes besides the two fields it sets itself (revision and updated_at). A save names the time zone:
 * a form from before the zone was a setting must not put the school back on the default zone.
 */
export const settingsValuesSchema = schoolSettingsSchema
  .omit({ revision: true, updated_at: true })
  .extend({ time_zone: timeZoneSettingSchema });
export type SettingsValues = z.infer<typeof settingsValuesSchema>;

export interface ClassChoiceForm {
  label: string;
  /** Blank when the office does not know it. */
  size: string;
}
export interface TShirtSizeForm {
  value: string;
}
export interface BenefitForm {
  text: string;
  kind: BenefitKind;
  /** Estimated value in dollars; blank counts as 0. */
  value: string;
  /** How many; blank counts as 1. */
  quantity: string;
}
export interface SponsorshipLevelForm {
  id: string;
  /** True for a level added since the form opened: only then may its id be typed (a saved id never changes). */
  idEditable: boolean;
  name: string;
  price: string;
  /** Not edited on the screen; kept as saved. */
  productId: string | null;
  benefits: BenefitForm[];
}
export interface BudgetItemForm {
  label: string;
  share: string;
}
export interface CampaignForm {
  id: string;
  name: string;
  start: string;
  end: string;
  /** Blank for no goal. */
  goal: string;
}
export interface SettingsFormValues {
  organization: SettingsValues['organization'];
  giving: { suggestedGift: string; costPerChild: string; tShirtThreshold: string };
  classes: ClassChoiceForm[];
  tShirtSizes: TShirtSizeForm[];
  sponsorshipLevels: SponsorshipLevelForm[];
  budget: BudgetItemForm[];
  campaigns: CampaignForm[];
  limits: { checkPledgesPerHour: string; checkoutsPerHour: string };
  receipts: SettingsValues['receipts'];
  page: SettingsValues['page'];
  studentPages: { enabled: boolean; defaultGoal: string; leaderboard: StudentPagesSettings['leaderboard'] };
  time_zone: string;
}

const numberText = (value: number | null): string => (value === null ? '' : String(value));

/** The settings as the form shows them when it opens (or after a save, or after loading another's save). */
export function settingsToFormValues(settings: SettingsValues): SettingsFormValues {
  return {
    organization: { ...settings.organization },
    giving: {
      suggestedGift: numberText(settings.giving.suggestedGift),
      costPerChild: numberText(settings.giving.costPerChild),
      tShirtThreshold: numberText(settings.giving.tShirtThreshold),
    },
    classes: settings.classes.map((choice) => ({ label: choice.label, size: numberText(choice.size) })),
    tShirtSizes: settings.tShirtSizes.map((value) => ({ value })),
    sponsorshipLevels: settings.sponsorshipLevels.map((level) => ({
      ...level,
      idEditable: false,
      price: numberText(level.price),
      benefits: level.benefits.map((benefit) => ({
        ...benefit,
        value: numberText(benefit.value),
        quantity: numberText(benefit.quantity),
      })),
    })),
    budget: settings.budget.map((item) => ({ label: item.label, share: numberText(item.share) })),
    campaigns: settings.campaigns.map(campaignToForm),
    limits: {
      checkPledgesPerHour: numberText(settings.limits.checkPledgesPerHour),
      checkoutsPerHour: numberText(settings.limits.checkoutsPerHour),
    },
    receipts: { ...settings.receipts },
    page: { ...settings.page },
    studentPages: studentPagesForm(studentPagesOf(settings)),
    time_zone: settings.time_zone,
  };
}

function studentPagesForm(pages: StudentPagesSettings): SettingsFormValues['studentPages'] {
  return { ...pages, defaultGoal: numberText(pages.defaultGoal) };
}

export function campaignToForm(campaign: Campaign): CampaignForm {
  return { ...campaign, goal: numberText(campaign.goal) };
}

/** A typed amount: '$1,200' reads as 1200; blank is null; anything else not a number is NaN. */
function readAmount(text: string): number | null {
  return readNumberInput(text.replace(/[$,\s]/g, ''));
}

/** A typed share: '27.4%' reads as 27.4. */
function readShare(text: string): number | null {
  return readNumberInput(text.replace(/[%\s]/g, ''));
}

/**
 * The form's values as settings, not yet checked: numbers parsed (NaN when not a number, null when blank).
 * Typed as the settings they must become; only the schema's parse (settingsFormSchema) makes them so.
 */
export function formValuesToSettings(values: SettingsFormValues): SettingsValues {
  return {
    organization: { ...values.organization },
    giving: {
      suggestedGift: readAmount(values.giving.suggestedGift) as number,
      costPerChild: readAmount(values.giving.costPerChild) as number,
      tShirtThreshold: readAmount(values.giving.tShirtThreshold) as number,
    },
    classes: values.classes.map((choice) => ({ label: choice.label, size: readNumberInput(choice.size) })),
    tShirtSizes: values.tShirtSizes.map((size) => size.value),
    sponsorshipLevels: values.sponsorshipLevels.map(({ idEditable, ...level }) => ({
      ...level,
      // A new level left without an id takes one made from its name.
      id: idEditable && level.id.trim() === '' ? levelIdFromName(level.name) : level.id,
      price: readAmount(level.price) as number,
      benefits: level.benefits.map((benefit) => ({
        ...benefit,
        value: readAmount(benefit.value) ?? 0,
        quantity: readNumberInput(benefit.quantity) ?? 1,
      })),
    })),
    budget: values.budget.map((item) => ({ label: item.label, share: readShare(item.share) as number })),
    campaigns: values.campaigns.map((campaign) => ({ ...campaign, goal: readAmount(campaign.goal) })),
    limits: {
      checkPledgesPerHour: readAmount(values.limits.checkPledgesPerHour) as number,
      checkoutsPerHour: readAmount(values.limits.checkoutsPerHour) as number,
    },
    receipts: { ...values.receipts },
    page: { ...values.page },
    studentPages: {
      ...values.studentPages,
      defaultGoal: readAmount(values.studentPages.defaultGoal) as number,
    },
    time_zone: values.time_zone,
  };
}

/** Where the form shows a schema issue: a T-shirt size's message belongs to its input (`.value`). */
export function formPathOf(path: readonly PropertyKey[]): PropertyKey[] {
  if (path[0] === 'tShirtSizes' && path.length === 2) return [...path, 'value'];
  return [...path];
}

/**
 * The form's schema for react-hook-form's zod resolver: it converts the form to settings and parses them
 * with the settings schema, reporting each issue at the form field it concerns. Its output is the settings
 * values (trimmed, as the schema gives them), ready for `settingsDocument`.
 */
export const settingsFormSchema = z.custom<SettingsFormValues>().transform((values, context) => {
  const parsed = settingsValuesSchema.safeParse(formValuesToSettings(values));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: formPathOf(issue.path) });
  }
  return z.NEVER;
});

/** The one document a save writes: the whole settings, the revision it read plus one, and when. */
export function settingsDocument(
  values: SettingsValues,
  read: Pick<SchoolSettings, 'revision'>,
  now: Date,
): SchoolSettings {
  return { ...values, revision: read.revision + 1, updated_at: now.toISOString() };
}

/** True while the document still holds the sample values it was seeded with (never saved by the office). */
export function holdsSampleValues(settings: Pick<SchoolSettings, 'updated_at'>): boolean {
  return settings.updated_at === null;
}

export interface BudgetFormSummary {
  /** What each $1,000 given pays for, per item; null while the item's share is not a number. */
  dollarsPer1000: (number | null)[];
  /** The shares typed so far, added up in tenths (so 27.4 + 72.6 is exactly 100). */
  totalPercent: number;
  complete: boolean;
}

/** The budget section's live figures while the office types shares. */
export function budgetFormSummary(items: readonly Pick<BudgetItemForm, 'share'>[]): BudgetFormSummary {
  const tenths = items.map((item) => {
    const share = readShare(item.share);
    return share !== null && Number.isFinite(share) ? Math.round(share * 10) : null;
  });
  const totalTenths = tenths.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  return { dollarsPer1000: tenths, totalPercent: totalTenths / 10, complete: totalTenths === 1000 };
}

/** Empty rows the form adds. */
export const newSettingsItems = {
  classChoice: (): ClassChoiceForm => ({ label: '', size: '' }),
  tShirtSize: (): TShirtSizeForm => ({ value: '' }),
  benefit: (): BenefitForm => ({ text: '', kind: 'advertising', value: '0', quantity: '1' }),
  budgetItem: (): BudgetItemForm => ({ label: '', share: '' }),
  level: (): SponsorshipLevelForm => ({
    id: '',
    idEditable: true,
    name: '',
    price: '',
    productId: null,
    benefits: [],
  }),
  campaign: (): CampaignForm => ({ id: '', name: '', start: '', end: '', goal: '' }),
};
