import type { ManagedStudentPage, PublicPageAnswer, PublicPageDrive, PublicStudentPage } from './public-page';

// The public page reads the pages' answers with these guards rather than the zod schemas (zod would weigh more
// than the rest of the page's first chunk), as it reads the progress and the settings.

const isText = (value: unknown): value is string => typeof value === 'string';
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const isWords = (value: unknown): value is { one: string; other: string } =>
  typeof value === 'object' &&
  value !== null &&
  isText((value as { one?: unknown }).one) &&
  isText((value as { other?: unknown }).other);

/** The open drive of a page's answer; a malformed one reads as none (the page still shows). */
function readDrive(value: unknown): PublicPageDrive | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, unit, unitEs, eventDate, maxUnits, suggestedRate, pledges, units } = value as Record<
    string,
    unknown
  >;
  if (!isText(name) || !isWords(unit) || !(unitEs === null || isWords(unitEs)) || !isText(eventDate))
    return null;
  if (!isCount(maxUnits) || !isCount(pledges) || !(units === null || isCount(units))) return null;
  if (!(suggestedRate === null || isAmount(suggestedRate))) return null;
  return { name, unit, unitEs, eventDate, maxUnits, suggestedRate, pledges, units };
}

function readPage(value: unknown): PublicStudentPage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, firstName, lastInitial, gradeTeacher, goal, message, raised, gifts, drive } = value as Record<
    string,
    unknown
  >;
  if (![code, firstName, lastInitial, gradeTeacher, message].every(isText)) return null;
  if (!isAmount(goal) || !isAmount(raised) || !isCount(gifts)) return null;
  return {
    code,
    firstName,
    lastInitial,
    gradeTeacher,
    goal,
    message,
    raised,
    gifts,
    // An answer without a drive (none open, or a manage link's) reads without one.
    ...(drive === undefined ? {} : { drive: readDrive(drive) }),
  } as PublicStudentPage;
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
