import { messages } from '@hope/domain/messages';
import type { Request } from 'firebase-functions/https';

export const MAX_BODY_BYTES = 32 * 1024;

/** An answer to the caller: `{error: message}` with this status. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
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

/** The caller's network used up its allowance for this window (see functions/src/abuse). */
export class TooManyRequests extends HttpError {
  constructor() {
    super(messages.abuse.tooManyAttempts, 429);
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
