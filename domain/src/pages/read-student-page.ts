import type { PublicStudentPage, StudentPageAnswer } from './public-student-page';

// The student page reads its answer with this guard rather than the zod schema, which would weigh more than the
// rest of the page's first load (as the public progress does).

const isText = (value: unknown): value is string => typeof value === 'string';
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A public page as the functions send it, or null for anything else. */
export function readPublicStudentPage(value: unknown): PublicStudentPage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, firstName, lastInitial, gradeTeacher, goal, message, raised, gifts } = value as Record<
    string,
    unknown
  >;
  if (!isText(code) || !isText(firstName) || !isText(lastInitial) || !isText(gradeTeacher)) return null;
  if (!isText(message) || !isAmount(goal) || !isAmount(raised) || !isAmount(gifts)) return null;
  return { code, firstName, lastInitial, gradeTeacher, goal, message, raised, gifts };
}

/** GET /api/pages/<code>'s answer; anything unexpected reads as unavailable (a kind page, never an error). */
export function readStudentPageAnswer(value: unknown): StudentPageAnswer {
  const answer = (value ?? {}) as { state?: unknown; page?: unknown };
  const page = answer.state === 'active' ? readPublicStudentPage(answer.page) : null;
  return page ? { state: 'active', page } : { state: 'unavailable' };
}
