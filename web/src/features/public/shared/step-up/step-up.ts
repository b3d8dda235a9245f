/** The header a request is resent with once its challenge is solved (functions/src/abuse/step-up.ts). */
export const PROOF_HEADER = 'x-hope-proof';

/** The challenge of a step-up answer (429 with `{challenge}`), if the answer is one. */
export function challengeIn(status: number, body: unknown): unknown {
  if (status !== 429 || typeof body !== 'object' || body === null) return undefined;
  return (body as { challenge?: unknown }).challenge;
}

/**
 * Solves a challenge (the solver and ALTCHA's code are downloaded only now: most visits never meet one) and
 * answers the proof to resend with, or null when none was found in time.
 */
export async function proofFor(challenge: unknown): Promise<string | null> {
  const { solveChallenge } = await import('./solve-challenge');
  return solveChallenge(challenge as Parameters<typeof solveChallenge>[0]);
}
