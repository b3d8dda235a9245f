import { readPublicPageAnswer, type PublicPageAnswer } from '@hope/domain/pages';

/*
 * What a student page's own screen needs of the server: its address and its reading. Apart from the changes
 * (pages-api.ts), so a visitor's first load does not carry the forms' request and error code.
 */

/** The address of a page, as shared: on this site, so a link opens wherever the app is served. */
export const pagePath = (code: string) => `/s/${encodeURIComponent(code)}`;
export const pageUrl = (code: string) => new URL(pagePath(code), window.location.origin).href;

/** GET /api/pages/<code>: the page, or unavailable (also when the read fails: a kind page, never an error). */
export async function fetchStudentPage(code: string, signal?: AbortSignal): Promise<PublicPageAnswer> {
  const response = await fetch(`/api/pages/${encodeURIComponent(code)}`, { signal });
  if (!response.ok) return { state: 'unavailable' };
  return readPublicPageAnswer(await response.json().catch(() => null)) ?? { state: 'unavailable' };
}
