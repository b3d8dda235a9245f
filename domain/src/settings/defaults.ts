import type { PageSettings } from './page-settings';
import type { PublicLimitsSettings } from './schema';
import type { StudentPagesSettings } from './student-pages-settings';

/**
 * SAMPLE VALUES of the hourly caps, and what applies to a settings document saved before they existed. Plain
 * data with no zod import: modules that only need the sample values must not build schemas before the web app
 * turns zod's eval probe off.
 */
export const defaultPublicLimits: PublicLimitsSettings = { checkPledgesPerHour: 50, checkoutsPerHour: 300 };

/**
 * SAMPLE VALUES of the student pages' settings, and what a document saved before they existed reads: on, a
 * $250 goal, classes ranked by dollars raised.
 */
export const defaultStudentPages: StudentPagesSettings = {
  enabled: true,
  defaultGoal: 250,
  leaderboard: 'totals',
};

/** SAMPLE VALUE: a family gift of this much or more comes with a student T-shirt. */
export const defaultTShirtThreshold = 1000;

/** SAMPLE VALUES of the browser tab's title and icon (the icon is drawn on the app's badge). */
export const defaultPageSettings: PageSettings = { title: 'HOPE Fund · Give to our school', icon: 'H' };
/**
 * SAMPLE VALUE: the time zone of the school the app was first written for; a settings document saved before
 * the zone was a setting reads it.
 */
export const defaultTimeZone = 'America/Los_Angeles';
