import { z } from '../zod';
import { readNumberInput } from '../input';
import type { Campaign } from './campaign';
import { levelIdFromName } from './level-ids';
import type { BenefitKind, ClassChoice } from './schema';
import { unvaluedBenefitWarning } from './unvalued-benefits';
import type { SchoolSettings } from './school-settings';
import { studentPagesOf, type StudentPagesSettings } from './student-pages-settings';
import {
  receiptWordKeys,
  settingsValuesSchema,
  type BenefitForm,
  type BudgetItemForm,
  type CampaignForm,
  type ClassChoiceForm,
  type SettingsFormValues,
  type SettingsValues,
  type SponsorshipLevelForm,
  type TShirtSizeForm,
} from './settings-form-values';
import { spanishFromForm, spanishToForm } from './translations-form';

/*
 * The back office's Settings form. Inputs hold text (a price is typed, not parsed as you type), so the form
 * has its own shape: the settings with every number as text and the T-shirt sizes as objects (a field array
 * needs objects). The form is checked by converting it back and parsing with the settings schema, so the
 * browser refuses a value with the schema's own words, beside the same field.
 */

const numberText = (value: number | null): string => (value === null ? '' : String(value));

/** The settings as the form shows them when it opens (or after a save, or after loading another's save). */
export function settingsToFormValues(settings: SettingsValues): SettingsFormValues {
  return {
    organization: {
      ...settings.organization,
      translations: spanishToForm(settings.organization.translations, ['fundName']),
    },
    giving: {
      suggestedGift: numberText(settings.giving.suggestedGift),
      costPerChild: numberText(settings.giving.costPerChild),
      tShirtThreshold: numberText(settings.giving.tShirtThreshold),
      bankPaymentsFrom: numberText(settings.giving.bankPaymentsFrom),
    },
    classes: settings.classes.map(classChoiceToForm),
    tShirtSizes: settings.tShirtSizes.map((value) => ({ value })),
    sponsorshipLevels: settings.sponsorshipLevels.map((level) => ({
      ...level,
      idEditable: false,
      price: numberText(level.price),
      benefits: level.benefits.map((benefit) => ({
        ...benefit,
        value: numberText(benefit.value),
        quantity: numberText(benefit.quantity),
        translations: spanishToForm(benefit.translations, ['text']),
      })),
      translations: spanishToForm(level.translations, ['name']),
    })),
    budget: settings.budget.map((item) => ({
      label: item.label,
      share: numberText(item.share),
      translations: spanishToForm(item.translations, ['label']),
    })),
    campaigns: settings.campaigns.map(campaignToForm),
    limits: {
      checkPledgesPerHour: numberText(settings.limits.checkPledgesPerHour),
      checkoutsPerHour: numberText(settings.limits.checkoutsPerHour),
    },
    receipts: {
      ...settings.receipts,
      translations: spanishToForm(settings.receipts.translations, receiptWordKeys),
    },
    page: { ...settings.page },
    studentPages: studentPagesForm(studentPagesOf(settings)),
    time_zone: settings.time_zone,
  };
}

function studentPagesForm(pages: StudentPagesSettings): SettingsFormValues['studentPages'] {
  return { ...pages, defaultGoal: numberText(pages.defaultGoal), approval: pages.approval ?? false };
}

export function campaignToForm(campaign: Campaign): CampaignForm {
  return {
    ...campaign,
    goal: numberText(campaign.goal),
    classes: (campaign.classes ?? []).map(classChoiceToForm),
  };
}

export function classChoiceToForm(choice: ClassChoice): ClassChoiceForm {
  return {
    label: choice.label,
    size: numberText(choice.size),
    translations: spanishToForm(choice.translations, ['label']),
  };
}

function classChoiceFromForm(choice: ClassChoiceForm): ClassChoice {
  return { label: choice.label, size: readNumberInput(choice.size), ...spanishFromForm(choice.translations) };
}

/** A typed amount: '$1,200' reads as 1200; blank is null; anything else not a number is NaN. */
function readAmount(text: string): number | null {
  return readNumberInput(text.replace(/[$,\s]/g, ''));
}

/**
 * The warning beside a benefit as typed in the form (a blank value saves as $0), or null: see
 * unvalued-benefits.ts. A value that is not a number is the field's own error, not this warning.
 */
export function typedBenefitWarning(benefit: {
  text: string;
  kind: BenefitKind;
  value: string;
}): string | null {
  return unvaluedBenefitWarning({ ...benefit, value: readAmount(benefit.value) ?? 0 });
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
  const { translations: fundNameVersions, ...organization } = values.organization;
  const { translations: receiptVersions, ...receipts } = values.receipts;
  return {
    organization: { ...organization, ...spanishFromForm(fundNameVersions) },
    giving: {
      suggestedGift: readAmount(values.giving.suggestedGift) as number,
      costPerChild: readAmount(values.giving.costPerChild) as number,
      tShirtThreshold: readAmount(values.giving.tShirtThreshold) as number,
      bankPaymentsFrom: readAmount(values.giving.bankPaymentsFrom) ?? 0,
    },
    classes: values.classes.map(classChoiceFromForm),
    tShirtSizes: values.tShirtSizes.map((size) => size.value),
    sponsorshipLevels: values.sponsorshipLevels.map(({ idEditable, translations, ...level }) => ({
      ...level,
      ...spanishFromForm(translations),
      // A new level left without an id takes one made from its name.
      id: idEditable && level.id.trim() === '' ? levelIdFromName(level.name) : level.id,
      price: readAmount(level.price) as number,
      benefits: level.benefits.map(({ translations: benefitVersions, ...benefit }) => ({
        ...benefit,
        value: readAmount(benefit.value) ?? 0,
        quantity: readNumberInput(benefit.quantity) ?? 1,
        ...spanishFromForm(benefitVersions),
      })),
    })),
    budget: values.budget.map((item) => ({
      label: item.label,
      share: readShare(item.share) as number,
      ...spanishFromForm(item.translations),
    })),
    campaigns: values.campaigns.map(({ classes, ...campaign }) => ({
      ...campaign,
      goal: readAmount(campaign.goal),
      // An emptied list gives the campaign back the school's classes.
      ...(classes.length > 0 ? { classes: classes.map(classChoiceFromForm) } : {}),
    })),
    limits: {
      checkPledgesPerHour: readAmount(values.limits.checkPledgesPerHour) as number,
      checkoutsPerHour: readAmount(values.limits.checkoutsPerHour) as number,
    },
    receipts: { ...receipts, ...spanishFromForm(receiptVersions) },
    page: { ...values.page },
    studentPages: {
      enabled: values.studentPages.enabled,
      leaderboard: values.studentPages.leaderboard,
      defaultGoal: readAmount(values.studentPages.defaultGoal) as number,
      // Off is the absence of the setting, as in a document saved before it existed.
      ...(values.studentPages.approval ? { approval: true } : {}),
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
  classChoice: (): ClassChoiceForm => ({
    label: '',
    size: '',
    translations: spanishToForm(undefined, ['label']),
  }),
  tShirtSize: (): TShirtSizeForm => ({ value: '' }),
  benefit: (): BenefitForm => ({
    text: '',
    kind: 'advertising',
    value: '0',
    quantity: '1',
    translations: spanishToForm(undefined, ['text']),
  }),
  budgetItem: (): BudgetItemForm => ({
    label: '',
    share: '',
    translations: spanishToForm(undefined, ['label']),
  }),
  level: (): SponsorshipLevelForm => ({
    id: '',
    idEditable: true,
    name: '',
    price: '',
    productId: null,
    benefits: [],
    translations: spanishToForm(undefined, ['name']),
  }),
  campaign: (): CampaignForm => ({ id: '', name: '', start: '', end: '', goal: '', classes: [] }),
};
