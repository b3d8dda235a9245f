/**
 * The login form's own brake on guessing: after 5 failed sign-ins in a row it asks to wait 5 minutes before
 * the next try. It lives in the browser (a person at the form); the Auth service's own limits (its
 * "too many requests" refusal) stop scripts, and the form shows the same wait for them.
 */
export const SIGN_IN_BRAKE = { failures: 5, waitMinutes: 5 } as const;

export interface SignInAttempts {
  /** Failed sign-ins since the last success or the last wait, in a row. */
  failures: number;
  /** Until when (epoch ms) the form waits, or 0. */
  waitUntil: number;
}

export const noAttempts: SignInAttempts = { failures: 0, waitUntil: 0 };

export function afterFailure(attempts: SignInAttempts, now: number): SignInAttempts {
  const failures = attempts.failures + 1;
  if (failures < SIGN_IN_BRAKE.failures) return { failures, waitUntil: 0 };
  return { failures: 0, waitUntil: now + SIGN_IN_BRAKE.waitMinutes * 60_000 };
}

/** The brake the Auth service applied: the same wait, counted from now. */
export const afterServiceLimit = (now: number): SignInAttempts => ({
  failures: 0,
  waitUntil: now + SIGN_IN_BRAKE.waitMinutes * 60_000,
});

/** Whole minutes left to wait (at least 1 while waiting), or 0 when the form may be used. */
export function minutesToWait(attempts: SignInAttempts, now: number): number {
  return attempts.waitUntil > now ? Math.ceil((attempts.waitUntil - now) / 60_000) : 0;
}

export const waitMessage = (minutes: number) =>
  `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;

/** A stored value read back: anything unexpected counts as no attempts. */
export function readAttempts(value: unknown): SignInAttempts {
  if (typeof value !== 'object' || value === null) return noAttempts;
  const { failures, waitUntil } = value as Record<string, unknown>;
  if (typeof failures !== 'number' || typeof waitUntil !== 'number') return noAttempts;
  if (!Number.isFinite(failures) || !Number.isFinite(waitUntil)) return noAttempts;
  return { failures: Math.max(0, Math.floor(failures)), waitUntil };
}
