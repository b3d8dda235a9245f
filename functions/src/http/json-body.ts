import { messages } from '@hope/domain/messages';
import type { Request } from 'firebase-functions/https';

export const MAX_BODY_BYTES = 32 * 1024;

/** An answer to the caller: `{error: message}` (and any `extra` fields) with this status. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The caller sent something we cannot take (400, or 413/415 for size and type). */
export class BadRequest extends HttpError {
  constructor(message: string, status = 400) {
    super(message, status);
  }
}

/** The caller's network used up even its allowance of calls with a solved challenge (see functions/src/abuse). */
export class TooManyRequests extends HttpError {
  constructor() {
    super(messages.abuse.tooManyAttempts, 429);
  }
}

/**
 * The call must first prove it runs in a browser: 429 with `{error, challenge}`, a proof-of-work challenge the
 * page solves and resends the same request with (functions/src/abuse/step-up.ts). A client that cannot solve
 * it shows the error, the words of a refusal.
 */
export class ChallengeRequired extends HttpError {
  constructor(readonly challenge: unknown) {
    super(messages.abuse.tooManyAttempts, 429, { challenge });
  }
}

/** The solution the call carried is not one we accept (altered, expired, or already used once). */
export class ProofRefused extends HttpError {
  constructor(readonly reused: boolean) {
    super(reused ? messages.abuse.proofReused : messages.abuse.proofRefused, 403);
  }
}

/** Stripe failed us, not the caller: 502 with a message a parent understands. */
export class PaymentProviderError extends HttpError {
  constructor(message: string) {
    super(message, 502);
  }
}

/** The raw body is checked before parsing, so an oversized or non-JSON request never reaches the schemas. */
export function readJsonBody(req: Request): unknown {
  const raw = req.rawBody;
  if (!raw || raw.length === 0) throw new BadRequest('Please send the form details.');
  if (raw.length > MAX_BODY_BYTES) throw new BadRequest('The request is too large.', 413);
  if (!req.is('application/json')) throw new BadRequest('Please send the form details as JSON.', 415);
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new BadRequest('The form details could not be read. Please try again.');
  }
}
