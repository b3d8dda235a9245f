import { messages } from '@hope/domain/messages';

// The errors a public HTTP endpoint answers with, in words a parent understands. The back office's callables
// answer with the callable protocol's HttpsError instead, which the web SDK reads.

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

/**
 * The caller sent something we cannot take (400, or 413/415 for size and type). When it is one field of a
 * form, the answer names it (`{error, field}`), so the page can show the words beside that field.
 */
export class BadRequest extends HttpError {
  constructor(message: string, status = 400, field?: string) {
    super(message, status, field ? { field } : {});
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
