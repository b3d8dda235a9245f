import type { SchoolSettings } from '@hope/domain/settings';
import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { firestore } from '../platform/firestore';
import { ChallengeRequired, ProofRefused, TooManyRequests } from '../platform/http-errors';
import { requestSource, type RequestSource } from './client-address';
import { admit, networkKey } from './counter';
import { capFor, limitFor, solvedLimitFor, type LimitName } from './limits';
import { countRefusal } from './refusals';
import { logRequestShape } from './request-shape-log';
import { checkProof, MAX_LEVEL, newChallenge, PROOF_HEADER } from './step-up';
import { addToTotal, readTotal } from './total';

/** The bucket of calls with a solved challenge: the network's own, or one shared by every direct call. */
const solvedKey = (source: RequestSource) =>
  `solved-${networkKey(source.via === 'hosting' ? source.network : 'direct')}`;

/** Direct calls this instance asked for a challenge in the current minute, for their level. */
const direct = { minute: 0, count: 0 };
const DIRECT_CALLS_PER_LEVEL = 300;

/**
 * A direct call's level: one above the site's first, and one more for each DIRECT_CALLS_PER_LEVEL this
 * instance saw in the current minute (counted in memory: a flood of direct calls costs no Firestore read).
 */
function directLevel(now: number): number {
  const minute = Math.floor(now / 60_000);
  if (direct.minute !== minute) Object.assign(direct, { minute, count: 0 });
  direct.count += 1;
  return 2 + Math.floor(direct.count / DIRECT_CALLS_PER_LEVEL);
}

function proofOf(req: Request): string | undefined {
  const header = req.get(PROOF_HEADER);
  if (header) return header;
  return typeof req.query.proof === 'string' && req.query.proof ? req.query.proof : undefined;
}

/**
 * Lets the request through under `name`'s limits, or throws what the caller must do first. Limits never turn
 * against families: past a limit a call is asked to solve a proof-of-work challenge (ChallengeRequired), which
 * a browser does unseen, rather than refused. In order:
 * - a call carrying a solution is let through if the solution is good and unspent (else ProofRefused) and its
 *   network's allowance of solved calls, ten times the plain one, has room (else TooManyRequests, Retry-After);
 * - a direct call (not through Hosting: its address proves nothing) is always asked for a challenge, harder
 *   as more come;
 * - past the hour's total of all clients (sharded, read every second or two), or its network's allowance, a
 *   call is asked for a challenge, harder as the total grows; otherwise it is let through.
 * Every call let through adds to the hour's total. A call stopped writes nothing but a tally (refusals.ts).
 */
export async function enforceLimit(
  name: LimitName,
  req: Request,
  res: Response,
  settings: SchoolSettings,
): Promise<void> {
  const db = firestore();
  const now = Date.now();
  const source = requestSource(req);
  logRequestShape(req, source);
  const cap = capFor(name, settings);
  const proof = proofOf(req);
  if (proof) {
    const check = await checkProof(db, proof, name);
    if (check !== 'verified') {
      await countRefusal(db, name, 'proof', now);
      throw new ProofRefused(check === 'reused');
    }
    const solved = await admit(db, solvedLimitFor(name), solvedKey(source), now);
    if (!solved.admitted) {
      await countRefusal(db, name, 'network', now);
      res.set('Retry-After', String(solved.retryAfterSeconds));
      throw new TooManyRequests();
    }
    return addToTotal(db, cap, now);
  }
  const challenge = async (level: number) => {
    await countRefusal(db, name, 'challenged', now);
    throw new ChallengeRequired(await newChallenge(name, Math.min(level, MAX_LEVEL), now));
  };
  if (source.via === 'direct') return challenge(directLevel(now));
  const total = await readTotal(db, cap, now);
  // One level more for each further threshold's worth of calls this hour.
  const level = 1 + Math.floor(total / cap.perWindow);
  if (total >= cap.perWindow) return challenge(level);
  const byNetwork = await admit(db, limitFor(name), networkKey(source.network), now);
  if (!byNetwork.admitted) return challenge(level);
  await addToTotal(db, cap, now);
}
