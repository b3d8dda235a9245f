import type { ManagedStudentPage, PublicPageAnswer, PublicStudentPage } from './public-page';

// The public page reads the pages' answers with these guards rather than the zod schemas (zod would weigh more
// than the rest of the page's first chunk), as it reads the progress and the settings.

const isText = (value: unknown): value is string => typeof value === 'string';
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function readPage(value: unknown): PublicStudentPage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, firstName, lastInitial, gradeTeacher, goal, message, raised, gifts } = value as Record<
    string,
    unknown
  >;
  if (![code, firstName, lastInitial, gradeTeacher, message].every(isText)) return null;
  if (!isAmount(goal) || !isAmount(raised) || !isCount(gifts)) return null;
  return { code, firstName, lastInitial, gradeTeacher, goal, message, raised, gifts } as PublicStudentPage;
}

/** GET /api/pages/<code>'s answer, or null for anything else (an error page, a proxy's HTML). */
export function readPublicPageAnswer(value: unknown): PublicPageAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { state, page } = value as Record<string, unknown>;
  if (state === 'unavailable') return { state };
  const read = state === 'active' ? readPage(page) : null;
  return read ? { state: 'active', page: read } : null;
}

const statuses = ['awaiting', 'active', 'paused', 'hidden', 'deleted'];

/** The manage link's answer: the page with its status, `{deleted: true}`, or null for anything else. */
export function readManagedPageAnswer(
  value: unknown,
): { page: ManagedStudentPage } | { deleted: true } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { page, deleted } = value as Record<string, unknown>;
  if (deleted === true) return { deleted: true };
  const read = readPage(page);
  if (!read) return null;
  const { status, hiddenReason } = page as Record<string, unknown>;
  if (!isText(status) || !statuses.includes(status)) return null;
  if (hiddenReason !== null && !isText(hiddenReason)) return null;
  return { page: { ...read, status: status as ManagedStudentPage['status'], hiddenReason } };
}
