import { appConfig } from '../config';
import type { LevelId } from './level-ids';
import type { Campaign } from './campaign';
import { classesInUse } from './class-choices';
import { currentCampaign } from './current-campaign';
import type { SponsorshipLevelSettings } from './schema';
import type { SchoolSettings } from './school-settings';

/*
 * The school values every other rule reads, always taken from the settings they are given: the same rule
 * serves this year's settings, a test's, or another school's.
 */

/** The grade-and-teacher texts families choose from at `now` (a record keeps the one chosen, in English). */
export function gradeTeacherOptions(
  settings: Pick<SchoolSettings, 'classes' | 'campaigns' | 'time_zone'>,
  now = new Date(),
): string[] {
  return classesInUse(settings, now).map((choice) => choice.label);
}

type WithLevels = Pick<SchoolSettings, 'sponsorshipLevels'>;

/** The level of this id in the settings, or undefined when the school offers no such level (now). */
export function levelOf(settings: WithLevels, levelId: string): SponsorshipLevelSettings | undefined {
  return settings.sponsorshipLevels.find((candidate) => candidate.id === levelId);
}

/** The level of an id already checked against these settings (a request or a form parsed with them). */
export function findLevel(settings: WithLevels, levelId: LevelId): SponsorshipLevelSettings {
  const level = levelOf(settings, levelId);
  if (!level) throw new RangeError(`Unknown partnership level: ${levelId}`);
  return level;
}

/** The price of a sponsorship level, decided by the settings and never taken from a request. */
export function levelPrice(settings: WithLevels, levelId: LevelId): number {
  return findLevel(settings, levelId).price;
}

/** Each level's name by its id, as the school names it now. */
export function levelNames(settings: WithLevels): Record<LevelId, string> {
  return Object.fromEntries(settings.sponsorshipLevels.map((level) => [level.id, level.name]));
}

/** The levels from the cheapest to the dearest; levels of one price keep the settings' order, reversed. */
export function levelsByPrice(settings: WithLevels): SponsorshipLevelSettings[] {
  return [...settings.sponsorshipLevels].reverse().sort((a, b) => a.price - b.price);
}

/** The level the office's add form starts on: the cheapest. */
export function cheapestLevel(settings: WithLevels): SponsorshipLevelSettings {
  // The schema keeps at least three levels, so there is always one.
  return levelsByPrice(settings)[0]!;
}

/** The two dearest levels, dearest first: the partners list's quick filter. */
export function topTwoLevels(settings: WithLevels): SponsorshipLevelSettings[] {
  return levelsByPrice(settings).slice(-2).reverse();
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
