import { z } from '../zod';
import { appConfig } from '../config';
import { hasAtMostTwoDecimals } from '../money';
import { defaultBankPaymentsFrom, defaultTShirtThreshold } from './sample-values';
import { levelIdSchema } from './level-ids';
import { spanishVersions } from './translations-schema';

/*
 * The school's own values, kept in one Firestore document that the office edits in the back office. Every
 * message is what the settings form shows beside the field, and what the server answers for the same value.
 */

export const SETTINGS_COLLECTION = 'settings';
export const SETTINGS_DOC_ID = 'school';
export const SETTINGS_PATH = `${SETTINGS_COLLECTION}/${SETTINGS_DOC_ID}`;

/** Sizes the form and the security rules both enforce. */
export const settingsLimits = {
  shortText: 120,
  longText: 300,
  classChoices: 60,
  tShirtSizes: 20,
  benefitsPerLevel: 20,
  budgetItems: 12,
  campaigns: 50,
  maxClassSize: 500,
  maxCheckPledgesPerHour: 1000,
  maxCheckoutsPerHour: 10000,
} as const;

function text(label: string, max: number = settingsLimits.shortText) {
  return z
    .string({ error: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, `Please shorten the ${label} to ${max} characters or fewer`);
}

function dollars(label: string, { allowZero = false } = {}) {
  const message = `Please enter the ${label} in dollars${allowZero ? '' : ', more than $0'}`;
  return z
    .number({ error: message })
    .refine((value) => Number.isFinite(value) && (allowZero ? value >= 0 : value > 0), message)
    .refine((value) => value <= appConfig.limits.maxAmount, `The ${label} can be at most $100,000`)
    .refine(hasAtMostTwoDecimals, `Please enter the ${label} in dollars and cents (at most 2 decimals)`);
}

/** A US employer identification number, as the IRS writes it: two digits, a hyphen, seven digits. */
export const TAX_EXEMPT_NUMBER_PATTERN = /^\d{2}-\d{7}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const domainPattern = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i;

export const organizationSettingsSchema = z.object({
  organizationName: text('organization name'),
  schoolName: text('school name'),
  fundName: text('fund name'),
  translations: spanishVersions({ fundName: 'fund name' }, { fundName: settingsLimits.shortText }),
  /** The team's short name: the back office says 'HOPE Admin'. */
  teamShortName: text('team short name', 20),
  taxExemptNumber: z
    .string({ error: 'Please enter the tax-exempt number as 12-3456789' })
    .trim()
    .regex(TAX_EXEMPT_NUMBER_PATTERN, 'Please enter the tax-exempt number as 12-3456789'),
  mailingAddress: text('mailing address', settingsLimits.longText),
  officeEmail: z
    .string({ error: 'Please enter a valid office email address' })
    .trim()
    .max(254, 'Please enter a valid office email address')
    .regex(emailPattern, 'Please enter a valid office email address'),
  /** Bare back-office usernames sign in as `<username>@<adminEmailDomain>`. */
  adminEmailDomain: z
    .string({ error: 'Please enter a domain such as school.org' })
    .trim()
    .max(253, 'Please enter a domain such as school.org')
    .regex(domainPattern, 'Please enter a domain such as school.org'),
});

export const givingSettingsSchema = z.object({
  suggestedGift: dollars('suggested gift'),
  costPerChild: dollars('cost per child'),
  /**
   * A family gift of this much or more comes with a student T-shirt: the forms then ask each student's size,
   * and the receipt says so. Documents saved before it was a setting read the sample value.
   */
  tShirtThreshold: dollars('T-shirt threshold').default(defaultTShirtThreshold),
  /**
   * A bank debit costs the school 0.8% (at most $5) where a card costs 2.9% + 30 cents: one-time gifts of this
   * much or more, and sponsorships paid in full, may be paid from a US bank account. 0 offers no bank payment.
   * Documents saved before it was a setting read the sample value.
   */
  bankPaymentsFrom: dollars('bank payments threshold', { allowZero: true }).default(defaultBankPaymentsFrom),
});

export const classChoiceSchema = z.object({
  /** The grade-and-teacher text parents choose, stored as is on every record ('2nd Grade - Ms. Nguyen'). */
  label: text('grade and teacher', appConfig.limits.classLabelMaxLength),
  /** Families in the class, when the office knows it (for participation figures). */
  size: z
    .number({ error: 'Please enter the class size as a whole number, or leave it blank' })
    .int('Please enter the class size as a whole number, or leave it blank')
    .min(1, 'Please enter a class size of at least 1, or leave it blank')
    .max(settingsLimits.maxClassSize, `Please enter a class size of at most ${settingsLimits.maxClassSize}`)
    .nullable(),
  /** Its Spanish name, shown to Spanish-speaking families beside the English label the records keep. */
  translations: spanishVersions(
    { label: 'grade and teacher' },
    { label: appConfig.limits.classLabelMaxLength },
  ),
});
export type ClassChoice = z.infer<typeof classChoiceSchema>;

/** What a sponsor receives, as the tax receipt must describe it. */
export const benefitKindSchema = z.enum(['acknowledgment', 'advertising', 'goods_services']);
export type BenefitKind = z.infer<typeof benefitKindSchema>;
export const benefitKindLabels: Record<BenefitKind, string> = {
  acknowledgment: "Acknowledgment of the company's name, logo or link",
  advertising: 'Advertising',
  goods_services: 'Goods or services',
};

export const benefitSchema = z.object({
  text: text('benefit', 160),
  kind: benefitKindSchema,
  /** Fair market value in dollars the sponsor receives; the receipt deducts it from the deductible part. */
  value: dollars('estimated value', { allowZero: true }),
  /** How many the sponsor receives (10 eblasts, 2 banners): the sponsor ledger ticks each one off. */
  quantity: z
    .number({ error: 'Please enter how many, a whole number from 1 to 100' })
    .int('Please enter how many, a whole number from 1 to 100')
    .min(1, 'Please enter how many, a whole number from 1 to 100')
    .max(100, 'Please enter how many, a whole number from 1 to 100')
    .default(1),
  translations: spanishVersions({ text: 'benefit' }, { text: 160 }),
});
export type Benefit = z.infer<typeof benefitSchema>;

export const sponsorshipLevelSettingsSchema = z.object({
  /** Stable once saved: partner records store it. */
  id: levelIdSchema,
  name: text('level name', 40),
  price: dollars('level price'),
  /** The Stripe product id, when the school keeps one per level; null otherwise. */
  productId: z.string().trim().max(settingsLimits.shortText).nullable(),
  benefits: z
    .array(benefitSchema)
    .max(settingsLimits.benefitsPerLevel, `Please list at most ${settingsLimits.benefitsPerLevel} benefits`),
  translations: spanishVersions({ name: 'level name' }, { name: 40 }),
});
export type SponsorshipLevelSettings = z.infer<typeof sponsorshipLevelSettingsSchema>;

export const budgetItemSettingsSchema = z.object({
  label: text('budget item', settingsLimits.longText),
  /** Percent of every gift, in tenths of a percent at most (so dollars per 1,000 are whole). */
  share: z
    .number({ error: 'Please enter a share between 0.1 and 100' })
    .min(0.1, 'Please enter a share between 0.1 and 100')
    .max(100, 'Please enter a share between 0.1 and 100')
    .refine(
      (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6,
      'Please enter the share with at most one decimal',
    ),
  translations: spanishVersions({ label: 'budget item' }, { label: settingsLimits.longText }),
});
export type BudgetItemSettings = z.infer<typeof budgetItemSettingsSchema>;

function perHour(label: string, max: number) {
  const message = `Please enter the ${label} as a whole number from 1 to ${max.toLocaleString('en-US')}`;
  return z.number({ error: message }).int(message).min(1, message).max(max, message);
}

/**
 * Caps on the public endpoints per hour, across every client together: whatever addresses a flood claims,
 * no more check pledges (each adds its level's price to Total Pledged) or card checkouts than these are
 * accepted in an hour. The rest are answered 'too many attempts' and counted.
 */
export const publicLimitsSettingsSchema = z.object({
  checkPledgesPerHour: perHour('check pledges per hour', settingsLimits.maxCheckPledgesPerHour),
  checkoutsPerHour: perHour('card checkouts per hour', settingsLimits.maxCheckoutsPerHour),
});
export type PublicLimitsSettings = z.infer<typeof publicLimitsSettingsSchema>;
