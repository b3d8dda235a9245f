/**
 * A form field people never see (hidden, out of the tab order) but form-filling bots do fill. Every public
 * request body may carry it; the server refuses one whose value is not empty, before anything is written.
 */
export const HONEYPOT_FIELD = 'fax';

/** Absent, null or blank passes; any other value (text, a number, an object) means a bot filled it. */
export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !(HONEYPOT_FIELD in body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
