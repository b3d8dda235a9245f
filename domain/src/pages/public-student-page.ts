// What anyone may see of a student's page, without zod: the student page's first load reads it with the
// guard in read-student-page.ts, and zod would weigh more than the rest of that load.

/** What anyone may see of a student's page: no surname, no family name or contact. Money in dollars. */
export interface PublicStudentPage {
  code: string;
  firstName: string;
  lastInitial: string;
  gradeTeacher: string;
  /** The page's goal, or the settings' default when the family set none. */
  goal: number;
  message: string;
  raised: number;
  gifts: number;
}

export type StudentPageStatus = 'active' | 'paused' | 'hidden' | 'deleted';

/** The answer of GET /api/pages/<code>: one answer for paused, hidden, deleted and unknown pages alike. */
export type StudentPageAnswer = { state: 'active'; page: PublicStudentPage } | { state: 'unavailable' };

/** How a page names its child everywhere: first name and last initial ("Maya R."). */
export function studentDisplayName(page: { firstName: string; lastInitial: string }): string {
  return `${page.firstName} ${page.lastInitial}.`;
}
