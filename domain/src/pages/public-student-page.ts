import { z } from '../zod';

/** What anyone may see of a student's page: no surname, no family name or contact. Money in dollars. */
export const publicStudentPageSchema = z.object({
  code: z.string(),
  firstName: z.string(),
  lastInitial: z.string(),
  gradeTeacher: z.string(),
  /** The page's goal, or the settings' default when the family set none. */
  goal: z.number(),
  message: z.string(),
  raised: z.number(),
  gifts: z.number().int().nonnegative(),
});
export type PublicStudentPage = z.infer<typeof publicStudentPageSchema>;

export type StudentPageStatus = 'active' | 'paused' | 'hidden' | 'deleted';

/** The answer of GET /api/pages/<code>: one answer for paused, hidden, deleted and unknown pages alike. */
export type StudentPageAnswer = { state: 'active'; page: PublicStudentPage } | { state: 'unavailable' };

/** How a page names its child everywhere: first name and last initial ("Maya R."). */
export function studentDisplayName(page: { firstName: string; lastInitial: string }): string {
  return `${page.firstName} ${page.lastInitial}.`;
}
