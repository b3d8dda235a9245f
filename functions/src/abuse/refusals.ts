import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isEmulator } from './client-address';
import { ABUSE_COUNTERS_COLLECTION } from './counter';
import type { LimitName } from './limits';

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

/**
 * What became of a call the limits stopped: `network`, refused by its network's allowance of solved calls
 * (or the strict bucket of direct calls); `challenged`, asked to solve a challenge first; `proof`, refused for
 * a bad, expired or reused solution. (`all`, refused by the hourly cap of all clients, is no more: past it
 * calls are challenged; the field stays in documents written before.)
 */
export type RefusalKind = 'network' | 'challenged' | 'proof';
type Tally = { limit: LimitName; hourStart: number } & Record<RefusalKind, number>;
const pending = new Map<string, Tally>();
let lastFlushAt = 0;
let timer: NodeJS.Timeout | undefined;

/** `abuse_counters/refused_<limit>_<hour start in ms>`: the calls stopped in that hour, by what stopped them. */
export function refusalsId(limit: LimitName, hourStart: number): string {
  return `refused_${limit}_${hourStart}`;
}

/**
 * Counts a refused call. Calls are tallied in memory and written as one increment per document at most once a
 * second by each instance (the call that finds the last write a second old writes, awaited; a timer writes the
 * rest), so the count is exact while the instance lives and a flood cannot turn into a write per call.
 */
export async function countRefusal(
  db: Firestore,
  limit: LimitName,
  kind: RefusalKind,
  now = Date.now(),
): Promise<void> {
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  const id = refusalsId(limit, hourStart);
  const tally = pending.get(id) ?? { limit, hourStart, network: 0, challenged: 0, proof: 0 };
  tally[kind] += 1;
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
              challenged: FieldValue.increment(tally.challenged),
              proof: FieldValue.increment(tally.proof),
            },
            { merge: true },
          );
      } catch (error) {
        // The refusal itself stands; only its count is lost.
        const stopped = tally.network + tally.challenged + tally.proof;
        console.error(`Could not count ${stopped} stopped ${tally.limit} calls`, error);
      }
    }),
  );
}
