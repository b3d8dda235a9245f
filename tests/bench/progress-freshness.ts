// How soon a paid gift shows in GET /api/progress: one-time gifts paid through the Stripe sandbox one after
// another, each timed from the webhook's commit of the paid record (its update time, as the Firestore emulator
// on this machine stamps it) to: an Admin SDK listener seeing that record (the floor: a bare write's own
// visibility), the count's commit by the trigger (the record's counted document, written in the transaction that
// writes its progress shard), the function's answer showing it, and the shared cache's
// answer showing it (what the public reads through Hosting's CDN, polled as steady traffic would).
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { countedKey, PROGRESS_COUNTED_COLLECTION, publicProgressSchema } from '@hope/domain/progress';
import { donationBody, postApi } from '../support/api';
import { adminForTests, urls } from '../support/emulators';
import { sessionIdOf, type Started } from '../support/payments-bed';
import { expectDelivered, sandbox } from '../support/sandbox';

export interface GiftTiming {
  floorMs: number;
  aggregateMs: number;
  originMs: number;
  cachedMs: number;
}

const ORIGIN_POLL_MS = 50;
const CACHED_POLL_MS = 250;
const WAIT_MS = 120_000;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function raisedCents(base: string): Promise<number> {
  const response = await fetch(`${base}/api/progress`);
  if (response.status !== 200) throw new Error(`GET /api/progress answered ${response.status}`);
  return Math.round(publicProgressSchema.parse(await response.json()).raised * 100);
}

/** When a document first satisfies `done`: its commit time and when the listener saw it (epoch ms). */
export function committed(
  ref: DocumentReference,
  done: (snapshot: DocumentSnapshot) => boolean,
): Promise<{ commitMs: number; seenMs: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`${ref.path} not as expected after ${WAIT_MS / 1000} s`));
    }, WAIT_MS);
    const stop = ref.onSnapshot((snapshot) => {
      if (!snapshot.exists || !done(snapshot)) return;
      const seenMs = Date.now();
      clearTimeout(timer);
      stop();
      resolve({ commitMs: snapshot.updateTime!.toMillis(), seenMs });
    }, reject);
  });
}

/** Polls `base`'s GET /api/progress until it shows at least `cents`: when the answer arrived. */
async function shownBy(base: string, cents: number, everyMs: number): Promise<number> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if ((await raisedCents(base)) >= cents) return Date.now();
    await pause(everyMs);
  }
  throw new Error(`${base}/api/progress did not show ${cents / 100} dollars within ${WAIT_MS / 1000} s`);
}

/**
 * Pays `gifts` one-time gifts in turn (the next once the function shows the last), while the shared cache is
 * polled throughout; the first `warmUp` are paid the same way and left out of the figures. The measured gifts
 * start evenly spread over `spanMs` (a little more than the cache's lifetime), so that they meet the cache at
 * every point of its cycle, as gifts at random times would, rather than all just after one refill.
 */
export async function giftFreshness(
  admin: ReturnType<typeof adminForTests>,
  cacheUrl: string,
  { gifts, warmUp, spanMs }: { gifts: number; warmUp: number; spanMs: number },
): Promise<GiftTiming[]> {
  const cachedAnswers: { at: number; cents: number }[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      cachedAnswers.push({ cents: await raisedCents(cacheUrl), at: Date.now() });
      await pause(CACHED_POLL_MS);
    }
  })();

  const measured: (Omit<GiftTiming, 'cachedMs'> & { commitMs: number; cents: number })[] = [];
  let cents = await raisedCents(urls.functionsBase);
  let firstStart = 0;
  try {
    for (let index = 0; index < warmUp + gifts; index++) {
      if (index === warmUp) firstStart = Date.now();
      if (index > warmUp) await pause(firstStart + ((index - warmUp) * spanMs) / gifts - Date.now());
      const amount = 10 + index;
      const { body } = await postApi<Started>(
        '/api/checkout/donation',
        donationBody({ amount, parent_name: `Family ${index}`, email: `family${index}@example.com` }),
      );
      cents += amount * 100;
      const target = cents;
      const record = committed(admin.db.doc(`donations/${body.id}`), (s) => !!s.get('payment_completed_at'));
      const countedRef = admin.db
        .collection(PROGRESS_COUNTED_COLLECTION)
        .doc(countedKey('donations', body.id));
      const aggregate = committed(countedRef, (s) => (s.get('raisedCents') as number) === amount * 100);
      const origin = shownBy(urls.functionsBase, target, ORIGIN_POLL_MS);
      expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
      const [paid, counted, shown] = await Promise.all([record, aggregate, origin]);
      if (index < warmUp) continue;
      measured.push({
        commitMs: paid.commitMs,
        cents: target,
        floorMs: paid.seenMs - paid.commitMs,
        aggregateMs: counted.commitMs - paid.commitMs,
        originMs: shown - paid.commitMs,
      });
    }
    const deadline = Date.now() + WAIT_MS;
    while (!cachedAnswers.some((answer) => answer.cents >= cents)) {
      if (Date.now() > deadline) throw new Error('the shared cache never showed the last gift');
      await pause(CACHED_POLL_MS);
    }
  } finally {
    polling = false;
    await poller;
  }
  return measured.map(({ commitMs, cents: target, ...timing }) => {
    const shown = cachedAnswers.find((answer) => answer.cents >= target)!;
    return { ...timing, cachedMs: shown.at - commitMs };
  });
}
