import { urls } from './emulators';
import { throughSite } from './step-up';

export type ApiAnswer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/**
 * POSTs to one of our functions the way the public page does (JSON), straight to the functions emulator with
 * what Hosting adds to the requests it rewrites (`x-fh-requested-host`, and the caller's address, here the
 * local one, in X-Forwarded-For), as the site's requests arrive. `init.headers` may replace either.
 */
export async function postApi<T = Record<string, unknown>>(
  path: string,
  body: unknown,
  init: { raw?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${urls.functionsBase}${path}`, {
    method: 'POST',
    headers: {
      'content-type': init.contentType ?? 'application/json',
      ...throughSite('127.0.0.1'),
      ...init.headers,
    },
    body: init.raw ?? JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the raw text is kept so an assertion can show it.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export const GRADE = 'K - Ms. Chen';

export function donationBody(overrides: Record<string, unknown> = {}) {
  return {
    donation_type: 'one_time',
    amount: 50,
    parent_name: 'Ann Lee',
    email: 'ann@example.com',
    company_matching: false,
    children_data: [{ name: 'Bo Lee', tShirtSize: '' }],
    grade_teacher_data: [{ grade: GRADE, teacher: GRADE }],
    ...overrides,
  };
}

export function sponsorBody(overrides: Record<string, unknown> = {}) {
  return {
    level: 'gold',
    plan: 'full',
    company_name: 'Bay Hardware',
    contact_name: 'Sam Ortiz',
    contact_phone: '5551234567',
    email: 'sam@bayhardware.example.com',
    ...overrides,
  };
}
