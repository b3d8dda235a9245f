import { z } from '../zod';
import type { BenefitKind } from './schema';
import { schoolSettingsSchema } from './school-settings';
import type { StudentPagesSettings } from './student-pages-settings';
import { timeZoneSettingSchema } from './time-zone-setting';
import type { SpanishForm } from './translations-form';

/*
 * The shape of the back office's Settings form (settings-form.ts converts between it and the settings): the
 * settings with every number as text, the T-shirt sizes as objects, and every Spanish version as text.
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
  translations: SpanishForm<'label'>;
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
  translations: SpanishForm<'text'>;
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
  translations: SpanishForm<'name'>;
}
export interface BudgetItemForm {
  label: string;
  share: string;
  translations: SpanishForm<'label'>;
}
export interface CampaignForm {
  id: string;
  name: string;
  start: string;
  end: string;
  /** Blank for no goal. */
  goal: string;
  /** Its own classes, from its start date; empty while it uses the school's. */
  classes: ClassChoiceForm[];
}
export type ReceiptWordKey = 'noGoodsStatement' | 'tShirtStatement' | 'thankYou' | 'signerTitle';
export const receiptWordKeys: readonly ReceiptWordKey[] = [
  'noGoodsStatement',
  'tShirtStatement',
  'thankYou',
  'signerTitle',
];

export interface SettingsFormValues {
  organization: Omit<SettingsValues['organization'], 'translations'> & {
    translations: SpanishForm<'fundName'>;
  };
  giving: { suggestedGift: string; costPerChild: string; tShirtThreshold: string; bankPaymentsFrom: string };
  classes: ClassChoiceForm[];
  tShirtSizes: TShirtSizeForm[];
  sponsorshipLevels: SponsorshipLevelForm[];
  budget: BudgetItemForm[];
  campaigns: CampaignForm[];
  limits: { checkPledgesPerHour: string; checkoutsPerHour: string };
  receipts: Omit<SettingsValues['receipts'], 'translations'> & { translations: SpanishForm<ReceiptWordKey> };
  page: SettingsValues['page'];
  studentPages: {
    enabled: boolean;
    defaultGoal: string;
    leaderboard: StudentPagesSettings['leaderboard'];
    approval: boolean;
  };
  time_zone: string;
}
