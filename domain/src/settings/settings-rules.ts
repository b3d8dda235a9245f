import { appConfig } from '../config';
import type { PartnerLevel } from './level-ids';
import type { Campaign } from './campaign';
import { currentCampaign } from './current-campaign';
import type { SponsorshipLevelSettings } from './schema';
import type { SchoolSettings } from './school-settings';

/*
 * The school values every other rule reads, always taken from the settings they are given: the same rule
 * serves this year's settings, a test's, or another school's.
 */

export function gradeTeacherOptions(settings: Pick<SchoolSettings, 'classes'>): string[] {
  return settings.classes.map((choice) => choice.label);
}

export function findLevel(
  settings: Pick<SchoolSettings, 'sponsorshipLevels'>,
  levelId: PartnerLevel,
): SponsorshipLevelSettings {
  const level = settings.sponsorshipLevels.find((candidate) => candidate.id === levelId);
  if (!level) throw new RangeError(`Unknown partnership level: ${levelId}`);
  return level;
}

/** The price of a sponsorship level, decided by the settings and never taken from a request. */
export function levelPrice(
  settings: Pick<SchoolSettings, 'sponsorshipLevels'>,
  levelId: PartnerLevel,
): number {
  return findLevel(settings, levelId).price;
}

export function levelNames(
  settings: Pick<SchoolSettings, 'sponsorshipLevels'>,
): Record<PartnerLevel, string> {
  return Object.fromEntries(settings.sponsorshipLevels.map((level) => [level.id, level.name])) as Record<
    PartnerLevel,
    string
  >;
}

export interface BudgetItem {
  label: string;
  /** Percent, to one decimal. */
  share: number;
  /** What each $1,000 given pays for: the share's tenths, so the items add up to exactly $1,000. */
  dollarsPer1000: number;
}

export function budgetItems(settings: Pick<SchoolSettings, 'budget'>): BudgetItem[] {
  return settings.budget.map((item) => ({ ...item, dollarsPer1000: Math.round(item.share * 10) }));
}

/** Bare back-office usernames sign in as `<username>@<the school's admin email domain>`. */
export function adminEmailFor(
  usernameOrEmail: string,
  settings: Pick<SchoolSettings, 'organization'>,
): string {
  const trimmed = usernameOrEmail.trim();
  return trimmed.includes('@') ? trimmed : `${trimmed}@${settings.organization.adminEmailDomain}`;
}

/** Stored as the email of a partner the office adds without one; recognised by its local part. */
export function adminPlaceholderEmail(settings: Pick<SchoolSettings, 'organization'>): string {
  return `${appConfig.adminPlaceholderLocalPart}@${settings.organization.adminEmailDomain}`;
}

export function isAdminPlaceholderEmail(email: string): boolean {
  return email.trim().toLowerCase().startsWith(`${appConfig.adminPlaceholderLocalPart}@`);
}

export function currentCampaignOf(
  settings: Pick<SchoolSettings, 'campaigns' | 'time_zone'>,
  now: Date,
): Campaign | null {
  return currentCampaign(settings.time_zone, settings.campaigns, now);
}
