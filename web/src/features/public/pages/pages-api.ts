import {
  readPublicStudentPage,
  readStudentPageAnswer,
  type PublicStudentPage,
  type StudentPageAnswer,
  type StudentPageForm,
  type StudentPageStatus,
} from '@hope/domain/pages';
import { postJson } from '../donate/public-api';

/** The address of a page, as shared: on this site, so a link opens wherever the app is served. */
export const pagePath = (code: string) => `/s/${encodeURIComponent(code)}`;
export const pageUrl = (code: string) => new URL(pagePath(code), window.location.origin).href;

/** GET /api/pages/<code>: the page, or unavailable (also when the read fails: a kind page, never an error). */
export async function fetchStudentPage(code: string, signal?: AbortSignal): Promise<StudentPageAnswer> {
  const response = await fetch(`/api/pages/${encodeURIComponent(code)}`, { signal });
  if (!response.ok) return { state: 'unavailable' };
  return readStudentPageAnswer(await response.json().catch(() => null));
}

export type NewPageBody = StudentPageForm & { website: string };

/** POST /api/pages: the new page's code and path; throws ApiError with the server's sentence. */
export function createStudentPage(body: NewPageBody) {
  return postJson<{ code: string; path: string }>('/api/pages', body);
}

/** The page as its family manages it. */
export type ManagedPage = PublicStudentPage & { status: StudentPageStatus; hiddenReason: string | null };
export type ManageOp = 'read' | 'pause' | 'resume' | 'delete';
/** What an edit sends: the child's fields only (the family's name and email stay as given at creation). */
export type PageEdit = Omit<StudentPageForm, 'parentName' | 'email'>;

/** POST /api/pages/<code>/manage with the private key; null after a delete. Throws ApiError (403: wrong key). */
export async function manageStudentPage(
  code: string,
  key: string,
  request: { op: ManageOp } | { op: 'update'; form: PageEdit },
): Promise<ManagedPage | null> {
  const answer = await postJson<{ page?: unknown; deleted?: boolean; status?: unknown }>(
    `/api/pages/${encodeURIComponent(code)}/manage`,
    { key, ...request },
  );
  if (answer.deleted) return null;
  const raw = (answer.page ?? {}) as { status?: unknown; hiddenReason?: unknown };
  const page = readPublicStudentPage(answer.page);
  if (!page) throw new Error('The page could not be read. Please try again.');
  const status = (['active', 'paused', 'hidden', 'deleted'] as const).find((value) => value === raw.status);
  return {
    ...page,
    status: status ?? 'active',
    hiddenReason: typeof raw.hiddenReason === 'string' ? raw.hiddenReason : null,
  };
}
