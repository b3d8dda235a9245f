import { messages } from '@hope/domain/messages';
import { rememberReturningGift, type ReturningGift } from './returning-gift';
import { challengeIn, PROOF_HEADER, proofFor } from './step-up/step-up';

/**
 * A refused call to one of our functions: its HTTP status, the server's own sentence and, when the refusal is
 * about one field of the request (`email`, `amount`...), that field's name.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

async function send(path: string, body: unknown, proof?: string) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(proof ? { [PROOF_HEADER]: proof } : {}) },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as { error?: unknown; field?: unknown } | null;
  return { response, data };
}

/**
 * POSTs JSON to one of our functions (same origin: /api/** is rewritten to them). Under abnormal load the
 * server may first ask for a proof of work (429 with a challenge): it is solved unseen and the same request
 * sent once more with the proof, so a family never meets a blanket refusal. A non-OK answer throws with the
 * answer's `error` field, or with `failed` when it has none (a gateway's error page): the caller's own
 * sentence about what did not happen, never a status code.
 */
export async function postJson<T>(path: string, body: unknown, failed: string): Promise<T> {
  let { response, data } = await send(path, body);
  const challenge = challengeIn(response.status, data);
  if (challenge) {
    const proof = await proofFor(challenge).catch(() => null);
    if (proof) ({ response, data } = await send(path, body, proof));
  }
  if (!response.ok) {
    const serverError = typeof data?.error === 'string' && data.error ? data.error : null;
    const field = serverError && typeof data?.field === 'string' ? data.field : null;
    throw new ApiError(serverError ?? failed, response.status, field);
  }
  return data as T;
}

/**
 * Opens a Stripe Checkout Session on the server and sends the browser to its hosted page. `returning` is what
 * the thank-you step names when the payer comes back (none: it names no amount).
 */
export async function goToCheckout(
  path: string,
  body: unknown,
  failed: string,
  returning: ReturningGift | null = null,
): Promise<void> {
  rememberReturningGift(returning);
  const { url } = await postJson<{ url?: unknown }>(path, body, failed);
  if (typeof url !== 'string' || !url) throw new Error(messages.donation.checkoutFailed);
  window.location.assign(url);
}

/**
 * The alert after a failed submit: the form's generic sentence, except when the server asks the visitor
 * to slow down (429) or refused the browser check (403): its friendly sentence says what to do, which the
 * generic one would hide.
 */
export function failureAlert(error: unknown, fallback: string): string {
  return error instanceof ApiError && (error.status === 429 || error.status === 403)
    ? error.message
    : fallback;
}
