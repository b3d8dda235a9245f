import {
  campaignRange,
  defaultSettings,
  schoolYearCampaign,
  type Campaign,
  type SchoolSettings,
} from '@hope/domain/settings';
import { schoolDateKey } from '@hope/domain/time';
import { withDemoSpanish } from './demo-spanish';
import { seededRandom } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo records of this year go back this far (see demo-data.ts); they must all lie in this year's campaign. */
export const DEMO_HISTORY_DAYS = 61;

/**
 * The two demo campaigns: this school year's (August 1 to July 31, or started earlier when today is less than
 * DEMO_HISTORY_DAYS after August 1, so that every current demo record falls in it) and the one before it.
 */
export function demoCampaigns(now: Date): { lastYear: Campaign; thisYear: Campaign } {
  const schoolYear = schoolYearCampaign(defaultSettings.time_zone, now);
  const earliestRecord = schoolDateKey(
    defaultSettings.time_zone,
    new Date(now.getTime() - DEMO_HISTORY_DAYS * DAY_MS),
  );
  const start = earliestRecord < schoolYear.start ? earliestRecord : schoolYear.start;
  const thisYear: Campaign = { ...schoolYear, start, goal: 60_000 };
  const previous = schoolYearCampaign(
    defaultSettings.time_zone,
    new Date(`${Number(schoolYear.start.slice(0, 4)) - 1}-10-01T12:00:00Z`),
  );
  const dayBefore = schoolDateKey(
    defaultSettings.time_zone,
    new Date(new Date(campaignRange(defaultSettings.time_zone, thisYear).startIso).getTime() - DAY_MS / 2),
  );
  const lastYear: Campaign = { ...previous, end: dayBefore, goal: 50_000 };
  return { lastYear, thisYear };
}

/**
 * The families in each class, as an office that knows them would enter them: between 16 and 28, the same on
 * every start, so the Classes view can rank participation from the first look.
 */
function sizedClasses(classes: SchoolSettings['classes']): SchoolSettings['classes'] {
  const random = seededRandom(24);
  return classes.map((choice) => ({ ...choice, size: random.int(16, 28) }));
}

/**
 * The settings `npm start` seeds: the sample values, never saved by the office, with the two campaigns and some
 * Spanish versions of the school's words.
 */
export function demoSettings(now: Date): SchoolSettings {
  const { lastYear, thisYear } = demoCampaigns(now);
  return {
    ...withDemoSpanish(defaultSettings),
    classes: sizedClasses(defaultSettings.classes),
    campaigns: [thisYear, lastYear],
    revision: 0,
    updated_at: null,
  };
}
