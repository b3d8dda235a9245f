/**
 * A form field people never see (hidden, out of the tab order) but form-filling bots do fill. Every public
 * request body may carry it; the server refuses one whose value is not empty, before anything is written.
 */
export const HONEYPOT_FIELD = 'fax';

/** A second such field, named like a website (the student page form carries it); no public form asks for one. */
export const WEBSITE_HONEYPOT_FIELD = 'website';

const honeypotFields = [HONEYPOT_FIELD, WEBSITE_HONEYPOT_FIELD];

/** Absent, null or blank passes; any other value (text, a number, an object) means a bot filled it. */
export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  return honeypotFields.some((field) => {
    const value = (body as Record<string, unknown>)[field];
    if (value === undefined || value === null) return false;
    return typeof value !== 'string' || value.trim() !== '';
  });
}
