import type { ReceiptSettings } from './receipt-settings';
import type { PageSettings } from './page-settings';
import type { PublicLimitsSettings } from './schema';
import type { StudentPagesSettings } from './student-pages-settings';

/**
 * SAMPLE VALUES of each part of the settings a school starts with, and what a settings document saved before
 * that part existed reads. The whole sample document is in sample-settings.ts.
 */

/** The hourly thresholds of all clients' checkouts and check pledges. */
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
/** One-time gifts from this much may be paid from a bank account (sponsorships always may); 0 offers no bank. */
export const defaultBankPaymentsFrom = 500;

/** SAMPLE VALUES of the browser tab's title and icon (the icon is drawn on the app's badge). */
export const defaultPageSettings: PageSettings = { title: 'HOPE Fund · Give to our school', icon: 'H' };
/**
 * SAMPLE VALUE: the time zone of the school the app was first written for; a settings document saved before
 * the zone was a setting reads it.
 */
export const defaultTimeZone = 'America/Los_Angeles';

/** The receipts' texts. */
export const defaultReceiptSettings: ReceiptSettings = {
  noGoodsStatement: 'No goods or services were provided in exchange for this contribution.',
  tShirtStatement:
    'In return for this contribution a student T-shirt was provided. Its value is insubstantial under IRS ' +
    'guidelines (a token item), so the full amount is deductible to the extent allowed by law.',
  thankYou: 'Thank you for supporting our students. Your generosity makes a difference every day.',
  signerName: '',
  signerTitle: 'Treasurer',
};
