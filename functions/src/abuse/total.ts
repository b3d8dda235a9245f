import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isEmulator } from './client-address';
import { ABUSE_COUNTERS_COLLECTION } from './counter';
import type { Limit } from './limits';

/**
 * The hour's calls of all clients together, sharded: each call adds 1 with FieldValue.increment to one of
 * SHARDS documents picked at random, so no document takes more than about 1/SHARDS of the writes (one
 * Firestore document sustains about one write a second; a giving day's 20 checkouts a second spread over 16
 * shards is about 1.3 a second each). An increment never conflicts, so no call waits or retries and none is
 * lost. The sum is read (all shards in one getAll) at most every READ_EVERY_MS by each instance and cached:
 * it decides only when unverified calls are asked for a challenge, so a total a second or two old, or a few
 * calls past the threshold, changes nothing that matters.
 */
export const SHARDS = 16;
const READ_EVERY_MS = 1500;
const EXPIRY_MARGIN_MS = 60 * 60_000;

/** Emulators only: the test suites clear Firestore between tests, so they read the sum afresh (0). */
function readEveryMs(): number {
  const override = isEmulator() ? Number(process.env.ABUSE_TOTAL_CACHE_MS) : NaN;
  return Number.isInteger(override) && override >= 0 ? override : READ_EVERY_MS;
}

function windowStartOf(limit: Limit, now: number): number {
  return Math.floor(now / limit.windowMs) * limit.windowMs;
}

/** `abuse_counters/all_<limit>_<window start>_<shard>`. */
export function shardId(limit: Limit, windowStart: number, shard: number): string {
  return `all_${limit.name}_${windowStart}_${shard}`;
}

type Cached = { windowStart: number; readAt: number; total: Promise<number>; added: number };
const cache = new Map<string, Cached>();

/** Adds one call to the hour's total of all clients. */
export async function addToTotal(db: Firestore, limit: Limit, now = Date.now()): Promise<void> {
  const windowStart = windowStartOf(limit, now);
  const shard = Math.floor(Math.random() * SHARDS);
  const cached = cache.get(limit.name);
  if (cached?.windowStart === windowStart) cached.added += 1;
  await db
    .collection(ABUSE_COUNTERS_COLLECTION)
    .doc(shardId(limit, windowStart, shard))
    .set(
      {
        limit: limit.name,
        scope: 'all',
        count: FieldValue.increment(1),
        window_start: Timestamp.fromMillis(windowStart),
        expires_at: Timestamp.fromMillis(windowStart + limit.windowMs + EXPIRY_MARGIN_MS),
      },
      { merge: true },
    );
}

async function sumOfShards(db: Firestore, limit: Limit, windowStart: number): Promise<number> {
  const collection = db.collection(ABUSE_COUNTERS_COLLECTION);
  const refs = Array.from({ length: SHARDS }, (_, shard) =>
    collection.doc(shardId(limit, windowStart, shard)),
  );
  const shards = await db.getAll(...refs);
  return shards.reduce((sum, shard) => sum + (Number(shard.get('count')) || 0), 0);
}

/**
 * The hour's total of all clients as this instance knows it: the shards' sum read at most every
 * READ_EVERY_MS (calls waiting meanwhile share one read), plus the calls this instance added since.
 */
export async function readTotal(db: Firestore, limit: Limit, now = Date.now()): Promise<number> {
  const windowStart = windowStartOf(limit, now);
  let cached = cache.get(limit.name);
  if (!cached || cached.windowStart !== windowStart || now - cached.readAt >= readEveryMs()) {
    const total = sumOfShards(db, limit, windowStart);
    cached = { windowStart, readAt: now, total, added: 0 };
    cache.set(limit.name, cached);
    total.catch(() => cache.delete(limit.name));
  }
  return (await cached.total) + cached.added;
}
