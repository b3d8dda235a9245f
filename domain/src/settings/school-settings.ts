import { appConfig } from '../config';
import { z } from '../zod';
import { isoTimestampSchema } from '../time';
import { LEVEL_COUNT } from './level-count';
import { pageSettingsField } from './page-settings';
import { campaignSchema } from './campaign';
import { classesSchema } from './class-list';
import { duplicates } from './distinct-texts';
import { defaultPublicLimits, defaultTimeZone } from './sample-values';
import { defaultReceiptSettings, receiptSettingsSchema } from './receipt-settings';
import { studentPagesSettingsSchema } from './student-pages-settings';
import { timeZoneSettingSchema } from './time-zone-setting';
import {
  budgetItemSettingsSchema,
  givingSettingsSchema,
  organizationSettingsSchema,
  publicLimitsSettingsSchema,
  settingsLimits,
  sponsorshipLevelSettingsSchema,
} from './schema';

const { tShirtSizeMaxLength } = appConfig.limits;

const tShirtSizesSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'Please enter the size')
      .max(tShirtSizeMaxLength, `Please shorten the size to ${tShirtSizeMaxLength} characters`),
  )
  .min(1, 'Please keep at least one T-shirt size')
  .max(settingsLimits.tShirtSizes, `Please list at most ${settingsLimits.tShirtSizes} sizes`)
  .refine((sizes) => !duplicates(sizes), 'Each T-shirt size must be different');

/**
 * Three to five levels, each with its own id and name. Ids are compared exactly (they are slugs); names
 * ignoring case, since the office and sponsors tell levels apart by name.
 */
const levelsSchema = z
  .array(sponsorshipLevelSettingsSchema)
  .min(LEVEL_COUNT.min, `Please keep between ${LEVEL_COUNT.min} and ${LEVEL_COUNT.max} sponsorship levels`)
  .max(LEVEL_COUNT.max, `Please keep between ${LEVEL_COUNT.min} and ${LEVEL_COUNT.max} sponsorship levels`)
  .refine((levels) => new Set(levels.map((level) => level.id)).size === levels.length, {
    message: 'Each level needs a different id',
  })
  .refine((levels) => !duplicates(levels.map((level) => level.name)), 'Each level needs a different name');

/** Shares are summed in tenths of a percent, so 27.4 + 32.3 + ... is exactly 100, never 99.99999. */
export function budgetShareTotalTenths(items: readonly { share: number }[]): number {
  return items.reduce((sum, item) => sum + Math.round(item.share * 10), 0);
}

const budgetSchema = z
  .array(budgetItemSettingsSchema)
  .min(1, 'Please keep at least one budget item')
  .max(settingsLimits.budgetItems, `Please list at most ${settingsLimits.budgetItems} budget items`)
  .superRefine((items, context) => {
    const total = budgetShareTotalTenths(items);
    if (total !== 1000)
      context.addIssue({
        code: 'custom',
        message: `The shares must add up to 100% (they add up to ${total / 10}%)`,
      });
  });

const campaignsSchema = z
  .array(campaignSchema)
  .max(settingsLimits.campaigns, `Please keep at most ${settingsLimits.campaigns} campaigns`)
  .refine(
    (campaigns) => !duplicates(campaigns.map((campaign) => campaign.id)),
    'Each campaign needs its own id',
  )
  .refine((campaigns) => {
    const sorted = [...campaigns].sort((a, b) => (a.start < b.start ? -1 : 1));
    return sorted.every((campaign, index) => index === 0 || sorted[index - 1]!.end < campaign.start);
  }, 'Campaign dates must not overlap: a gift belongs to one campaign');

export const schoolSettingsSchema = z.object({
  organization: organizationSettingsSchema,
  giving: givingSettingsSchema,
  /**
   * The school's grade-and-teacher choices, in the order the forms list them: those of every campaign that has no
   * list of its own (class-choices.ts says which list is in use on a day).
   */
  classes: classesSchema,
  tShirtSizes: tShirtSizesSchema,
  /** Highest level first, the order the public page shows them. */
  sponsorshipLevels: levelsSchema,
  budget: budgetSchema,
  campaigns: campaignsSchema,
  /** Hourly caps of the public endpoints across all clients; a document saved before they existed gets these. */
  limits: publicLimitsSettingsSchema.default(defaultPublicLimits),
  /** The browser tab's title and icon. */
  page: pageSettingsField,
  /** The words of the receipts (documents saved before receipts existed read the defaults). */
  receipts: receiptSettingsSchema.default(defaultReceiptSettings),
  /** The school's IANA time zone (documents saved before it was a setting read the default). */
  time_zone: timeZoneSettingSchema.default(defaultTimeZone),
  /**
   * Student pages (on or off, default goal, class leaderboard). Optional, also in what the readers give: a
   * document saved before they existed, or by a form without them, reads the sample values (`studentPagesOf`).
   */
  studentPages: studentPagesSettingsSchema.optional(),
  /**
   * Counts saves. A save must write the revision it read plus one (the saveSettings function insists), so an edit
   * made from an older copy of the settings cannot silently overwrite another admin's newer save.
   */
  revision: z.number().int().nonnegative(),
  /** When the office last saved; null while the document still holds the sample values it was seeded with. */
  updated_at: isoTimestampSchema.nullable(),
});
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;
export type SchoolSettingsInput = z.input<typeof schoolSettingsSchema>;
