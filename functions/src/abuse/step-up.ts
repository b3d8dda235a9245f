import { createHash, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { stripeSecretKey } from '../platform/config';
import { emulatorFigures } from '../platform/emulator-figures';
import { ABUSE_COUNTERS_COLLECTION } from './counter';
import type { LimitName } from './limits';

/**
 * The step-up challenge: a self-hosted proof of work (ALTCHA), solved by the page in a Web Worker without a
 * word to any third party. PBKDF2-SHA-256 at COST iterations per try; in ALTCHA's deterministic mode the
 * answer is the counter we drew (between `work` and twice that), so a solver tries about that many counters
 * and the server checks an answer with one HMAC (the key signature) instead of deriving the key again.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 200;
/** Counters a solver tries at level 1 (about a tenth of a second on a phone); each level doubles it. */
export const BASE_WORK = 400;

/**
 * BASE_WORK, or on the emulators the launcher's smaller figure (ABUSE_CHALLENGE_WORK): the test suites solve
 * a hundred challenges to prove how solved calls are counted, which the work's size does not change.
 */
const baseWork = (): number => Math.max(1, emulatorFigures('ABUSE_CHALLENGE_WORK')?.[0] ?? BASE_WORK);
export const MAX_LEVEL = 4;
/** A challenge must be solved and sent within this; a solution is kept as spent a little longer. */
const LIFETIME_MS = 5 * 60_000;
const SPENT_MARGIN_MS = 60 * 60_000;

/** The header a page resends a request with once it solved its challenge (a GET link may use ?proof=). */
export const PROOF_HEADER = 'x-hope-proof';

let keys: { signature: string; keySignature: string } | undefined;

/** HMAC keys derived from a secret the functions already hold, one per use: nothing new to deploy. */
function hmacKeys() {
  const derive = (label: string) =>
    createHash('sha256').update(`${label}\0${stripeSecretKey.value()}`).digest('hex');
  keys ??= { signature: derive('abuse-challenge-signature'), keySignature: derive('abuse-challenge-key') };
  return keys;
}

/** A fresh challenge for a call of `limit`, harder at a higher `level` (1 to MAX_LEVEL). */
export async function newChallenge(limit: LimitName, level: number, now = Date.now()): Promise<Challenge> {
  const work = baseWork() * 2 ** (Math.min(Math.max(level, 1), MAX_LEVEL) - 1);
  const { signature, keySignature } = hmacKeys();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(work, 2 * work),
    deriveKey,
    data: { limit },
    expiresAt: new Date(now + LIFETIME_MS),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  });
}

export type ProofCheck = 'verified' | 'refused' | 'reused';

function parseProof(proof: string): { challenge: Challenge; solution: Solution } | null {
  if (proof.length > 4096) return null;
  try {
    const payload = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as unknown;
    const { challenge, solution } = (payload ?? {}) as { challenge?: Challenge; solution?: Solution };
    if (typeof challenge?.parameters !== 'object' || typeof challenge.signature !== 'string') return null;
    if (typeof solution !== 'object' || solution === null) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Whether `proof` (base64 JSON `{challenge, solution}`) answers a challenge we signed for this limit, before
 * its expiry, and was never accepted before. Each accepted solution is written once with create() under its
 * challenge's signature (`abuse_counters/spent_<hash>`, deleted by the TTL policy after its expiry): a replay,
 * even on another instance at the same moment, finds the document and is refused.
 */
export async function checkProof(db: Firestore, proof: string, limit: LimitName): Promise<ProofCheck> {
  const payload = parseProof(proof);
  if (!payload || payload.challenge.parameters.data?.limit !== limit) return 'refused';
  const { signature, keySignature } = hmacKeys();
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  }).catch(() => null);
  if (!result?.verified) return 'refused';
  const expiresAt = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
  const id = createHash('sha256').update(payload.challenge.signature!).digest('base64url');
  try {
    await db
      .collection(ABUSE_COUNTERS_COLLECTION)
      .doc(`spent_${id}`)
      .create({ scope: 'spent', expires_at: Timestamp.fromMillis(expiresAt + SPENT_MARGIN_MS) });
    return 'verified';
  } catch (error) {
    if ((error as { code?: unknown }).code === 6) return 'reused'; // ALREADY_EXISTS
    throw error;
  }
}
