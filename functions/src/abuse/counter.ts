import { createHash, createHmac } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { stripeSecretKey } from '../platform/config';
import { isEmulator } from './client-address';
import type { Limit } from './limits';

/**
 * Server-only (the security rules deny every client): one counter per client network, limit and window (and
 * per network for calls with a solved challenge), the sharded hourly totals of all clients (total.ts), the
 * refusals of each limit and hour (refusals.ts) and the spent challenge solutions (step-up.ts).
 */
export const ABUSE_COUNTERS_COLLECTION = 'abuse_counters';

/** A counter outlives its window by this much, then Firestore's TTL policy on `expires_at` deletes it. */
const EXPIRY_MARGIN_MS = 60 * 60_000;

let hashKey: Buffer | undefined;

/**
 * The counter key of a client network: a keyed hash, never the address (a plain hash of an IPv4 address is
 * reversed by hashing all 2^32 of them). The key is derived from a secret the functions already hold, so
 * nothing new needs deploying.
 */
export function networkKey(address: string): string {
  hashKey ??= createHash('sha256').update(`abuse-counter-key\0${stripeSecretKey.value()}`).digest();
  return createHmac('sha256', hashKey).update(address).digest('base64url');
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/** Firestore's codes for "someone else wrote it first": the document exists already, or changed since read. */
const LOST_RACE = new Set([6, 9]); // ALREADY_EXISTS, FAILED_PRECONDITION
const MAX_ROUNDS = 100;

/**
 * Counters this instance has seen at or over their limit, with the count seen: a window's count only grows,
 * so until the window ends they refuse from memory (a flood past a limit costs no Firestore read).
 */
const exhausted = new Map<string, { count: number; windowEnd: number }>();

/**
 * Emulators only: the test suites clear Firestore between tests, which never happens to a counter in
 * production, so they turn the memory off (ABUSE_COUNTERS_IN_MEMORY=off) lest a cleared counter still refuse.
 */
function memoryOn(): boolean {
  return !(isEmulator() && process.env.ABUSE_COUNTERS_IN_MEMORY === 'off');
}

function remember(id: string, count: number, windowEnd: number, now: number): void {
  if (!memoryOn()) return;
  for (const [other, seen] of exhausted) if (seen.windowEnd <= now) exhausted.delete(other);
  exhausted.set(id, { count, windowEnd });
}

function windowOf(limit: Limit, now: number) {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  return { start, end: start + limit.windowMs };
}

function refusal(windowEnd: number, now: number): Admission {
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}

function counterRef(db: Firestore, limit: Limit, key: string, windowStart: number) {
  return db.collection(ABUSE_COUNTERS_COLLECTION).doc(`${key}_${limit.name}_${windowStart}`);
}

/**
 * Counts one request against `limit` for `key` (a client network's, or a bucket such as the direct calls'),
 * never more than `perWindow` per window however many requests race, and writes nothing when it refuses. Each
 * round reads the counter and writes count + 1 only if the counter is still the version it read (create when
 * absent, update with a last-update-time precondition): the loser of a race re-reads at once. Measured on the
 * emulator, 10 simultaneous requests of one network took 3.5-12 s with a read-write transaction (lock waits,
 * then retries with a 1 s back-off) and well under a second this way.
 *
 * Compare-and-set rather than an increment, with up to 80 requests at once on each instance: a network's
 * counter takes at most `perWindow` writes a window (60 checkouts an hour), so its write rate stays far under
 * Firestore's one a second per document whatever the load, and only requests of one network contend. A burst
 * of k simultaneous requests from one network costs at most k rounds for the last of them (MAX_ROUNDS bounds
 * it), and once the counter is full every further request is answered by one read, then from memory. The
 * exact count matters here (it decides when a network is asked for a challenge); the hot all-clients total,
 * where exactness does not, is sharded instead (total.ts).
 */
export async function admit(db: Firestore, limit: Limit, key: string, now = Date.now()): Promise<Admission> {
  const window = windowOf(limit, now);
  const ref = counterRef(db, limit, key, window.start);
  const seen = exhausted.get(ref.id);
  if (seen && seen.count >= limit.perWindow) return refusal(window.end, now);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const counter = await ref.get();
    const count = counter.exists ? Number(counter.get('count')) || 0 : 0;
    if (count >= limit.perWindow) {
      remember(ref.id, count, window.end, now);
      return refusal(window.end, now);
    }
    try {
      if (counter.exists) await ref.update({ count: count + 1 }, { lastUpdateTime: counter.updateTime! });
      else {
        await ref.create({
          limit: limit.name,
          scope: limit.scope,
          count: 1,
          window_start: Timestamp.fromMillis(window.start),
          expires_at: Timestamp.fromMillis(window.end + EXPIRY_MARGIN_MS),
        });
      }
      return { admitted: true };
    } catch (error) {
      if (!LOST_RACE.has((error as { code?: unknown }).code as number)) throw error;
    }
  }
  throw new Error(`abuse counter ${limit.name}: still contended after ${MAX_ROUNDS} rounds`);
}
