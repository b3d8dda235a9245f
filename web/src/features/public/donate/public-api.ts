import { messages } from '@hope/domain/messages';

/** A refused call to one of our functions: its HTTP status and the server's own sentence. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * POSTs JSON to one of our functions (same origin: /api/** is rewritten to them). A non-OK answer throws
 * with the answer's `error` field, or 'HTTP {status}: {statusText}' when it has none.
 */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (!response.ok) {
    const serverError = typeof data?.error === 'string' && data.error ? data.error : null;
    throw new ApiError(
      serverError ?? messages.donation.httpError(response.status, response.statusText),
      response.status,
    );
  }
  return data as T;
}

/** Opens a Stripe Checkout Session on the server and sends the browser to its hosted page. */
export async function goToCheckout(path: string, body: unknown): Promise<void> {
  const { url } = await postJson<{ url?: unknown }>(path, body);
  if (typeof url !== 'string' || !url) throw new Error(messages.donation.checkoutFailed);
  window.location.assign(url);
}

/**
 * The alert after a failed submit: the form's generic sentence, except when the server asks the visitor
 * to slow down (429): its friendly sentence says when to try again, which the generic one would hide.
 */
export function failureAlert(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 429 ? error.message : fallback;
}
