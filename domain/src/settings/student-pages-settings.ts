import { z } from '../zod';
import { hasAtMostTwoDecimals } from '../money';
import { appConfig } from '../config';
import { defaultStudentPages } from './sample-values';

/*
 * Student pages: whether families may make them, the goal a page shows when the family sets none, whether
 * the public page ranks classes (by dollars raised or by the share of families who gave; never a child), and
 * whether a new page waits for the office's approval before anyone sees it.
 */
export const leaderboardModes = ['off', 'totals', 'participation'] as const;
export type LeaderboardMode = (typeof leaderboardModes)[number];

const goalMessage = 'Please enter the default goal in dollars, at least $1';

export const studentPagesSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Please choose whether families can make student pages' }),
  defaultGoal: z
    .number({ error: goalMessage })
    .min(1, goalMessage)
    .max(appConfig.limits.maxAmount, `The default goal can be at most $100,000`)
    .refine(hasAtMostTwoDecimals, 'Please enter the default goal in dollars and cents (at most 2 decimals)'),
  leaderboard: z.enum(leaderboardModes, { error: 'Please choose how the class leaderboard ranks classes' }),
  /**
   * A new page shows to visitors only once a member approves it (a child's first name and class go public, so a
   * school may want to look first). Off when absent, as before it was a setting: pages go live when made.
   */
  approval: z.boolean({ error: 'Please choose whether new pages wait for approval' }).optional(),
});
export type StudentPagesSettings = z.infer<typeof studentPagesSettingsSchema>;

/** The settings' student pages, or the sample values for a document saved before they were a setting. */
export function studentPagesOf(settings: {
  studentPages?: StudentPagesSettings | undefined;
}): StudentPagesSettings {
  return settings.studentPages ?? defaultStudentPages;
}
