import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isEmulator } from './client-address';
import { ABUSE_COUNTERS_COLLECTION } from './counter';
import type { Limit, LimitName } from './limits';

const HOUR_MS = 60 * 60_000;
/** Kept a month (TTL on expires_at), so the office can still see last week's flood. */
const KEPT_MS = 31 * 24 * HOUR_MS;
/**
 * Each instance writes its tally at most this often: a flood costs a few writes a second, not one a call. On
 * the emulators the test suites write every refusal at once (ABUSE_REFUSALS_FLUSH_MS=0), so a tally left over
 * from one test never lands in the next one's cleared Firestore.
 */
function flushMs(): number {
  const override = isEmulator() ? Number(process.env.ABUSE_REFUSALS_FLUSH_MS) : NaN;
  return Number.isInteger(override) && override >= 0 ? override : 1000;
}

type Tally = { limit: LimitName; hourStart: number; network: number; all: number };
const pending = new Map<string, Tally>();
let lastFlushAt = 0;
let timer: NodeJS.Timeout | undefined;

/** `abuse_counters/refused_<limit>_<hour start in ms>`: the calls refused in that hour, by the limit that refused. */
export function refusalsId(limit: LimitName, hourStart: number): string {
  return `refused_${limit}_${hourStart}`;
}

/**
 * Counts a refused call. Calls are tallied in memory and written as one increment per document at most once a
 * second by each instance (the call that finds the last write a second old writes, awaited; a timer writes the
 * rest), so the count is exact while the instance lives and a flood cannot turn into a write per call.
 */
export async function countRefusal(db: Firestore, limit: Limit, now = Date.now()): Promise<void> {
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  const id = refusalsId(limit.name, hourStart);
  const tally = pending.get(id) ?? { limit: limit.name, hourStart, network: 0, all: 0 };
  tally[limit.scope] += 1;
  pending.set(id, tally);
  const interval = flushMs();
  if (now - lastFlushAt >= interval) await flush(db);
  else timer ??= setTimeout(() => void flush(db), interval - (now - lastFlushAt)).unref();
}

async function flush(db: Firestore): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  lastFlushAt = Date.now();
  const tallies = [...pending.entries()];
  pending.clear();
  await Promise.all(
    tallies.map(async ([id, tally]) => {
      try {
        await db
          .collection(ABUSE_COUNTERS_COLLECTION)
          .doc(id)
          .set(
            {
              limit: tally.limit,
              scope: 'refused',
              window_start: Timestamp.fromMillis(tally.hourStart),
              expires_at: Timestamp.fromMillis(tally.hourStart + HOUR_MS + KEPT_MS),
              network: FieldValue.increment(tally.network),
              all: FieldValue.increment(tally.all),
            },
            { merge: true },
          );
      } catch (error) {
        // The refusal itself stands; only its count is lost.
        console.error(`Could not count ${tally.network + tally.all} refused ${tally.limit} calls`, error);
      }
    }),
  );
}
