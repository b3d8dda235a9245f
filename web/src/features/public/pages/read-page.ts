import type { ManagedStudentPage, PublicPageAnswer, PublicStudentPage } from '@hope/domain/pages';

// The student page reads its answers with these guards rather than the domain's zod schemas: zod would weigh
// more than the rest of the page's first load (as with the public progress).

const isText = (value: unknown): value is string => typeof value === 'string';
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const STATUSES = ['active', 'paused', 'hidden', 'deleted'] as const;

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
export function readPageAnswer(value: unknown): PublicPageAnswer {
  const answer = (value ?? {}) as { state?: unknown; page?: unknown };
  const page = answer.state === 'active' ? readPublicStudentPage(answer.page) : null;
  return page ? { state: 'active', page } : { state: 'unavailable' };
}

/** The manage link's page: the public page with its state; null for anything else. */
export function readManagedPage(value: unknown): ManagedStudentPage | null {
  const page = readPublicStudentPage(value);
  if (!page) return null;
  const { status, hiddenReason } = value as { status?: unknown; hiddenReason?: unknown };
  const known = STATUSES.find((candidate) => candidate === status);
  return known ? { ...page, status: known, hiddenReason: isText(hiddenReason) ? hiddenReason : null } : null;
}

/**
 * How a page names its child: first name and last initial ("Maya R."), the domain's studentDisplayName read
 * from the public page's fields (that function's module carries zod, which this page's first load leaves out).
 */
export const childName = (page: Pick<PublicStudentPage, 'firstName' | 'lastInitial'>) =>
  `${page.firstName} ${page.lastInitial}.`;
