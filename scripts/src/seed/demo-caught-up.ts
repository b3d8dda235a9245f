import { MAIL_COLLECTION } from '@hope/domain/receipts';
import { PAGE_MAIL_COLLECTION } from '@hope/domain/pages';
import {
  aggregateOf,
  currentHead,
  PROGRESS_COLLECTION,
  PROGRESS_SHARDS_COLLECTION,
  progressShardSchema,
  summedProgress,
} from '@hope/domain/progress';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import type { SchoolSettings } from '@hope/domain/settings';
import type { Firestore } from 'firebase-admin/firestore';
import { isDeepStrictEqual } from 'node:util';

/** On two cores the triggers of a freshly seeded demo take about a minute; past this, start anyway and say so. */
const CAUGHT_UP_WITHIN_MS = 240_000;
const POLL_MS = 1_000;
/** Mail that has not reached its final state yet (sent, or failed for good). */
const UNSETTLED_MAIL = ['PENDING', 'PROCESSING', 'RETRY'];

/**
 * Waits until the functions have done the seed's work: the current campaign's progress (the public page's total,
 * its classes and the student pages' totals) equals what the domain counts from the records, and no receipt or
 * page mail is still on its way. Until then a gift made on the fresh demo would queue behind hundreds of seed
 * triggers. Resolves with whether it caught up in time.
 */
export async function demoCaughtUp(db: Firestore, settings: SchoolSettings, now: Date): Promise<boolean> {
  const deadline = Date.now() + CAUGHT_UP_WITHIN_MS;
  const expected = await expectedProgress(db, settings, now);
  let lastMailCount = -1;
  for (;;) {
    const progressDone = isDeepStrictEqual(await storedProgress(db, settings), expected);
    const mail = await mailState(db);
    // The mail count holding still across two looks means the receipts trigger has made all it will.
    if (progressDone && mail.unsettled === 0 && mail.count === lastMailCount) return true;
    lastMailCount = mail.count;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** An aggregate's figures, without when and in which count they were written. */
function figures(aggregate: { updated_at: string; epoch?: string }) {
  const { updated_at: _at, epoch: _epoch, ...rest } = aggregate;
  return rest;
}

async function expectedProgress(db: Firestore, settings: SchoolSettings, now: Date) {
  const records = await Promise.all(
    [DONATIONS_COLLECTION, PARTNERS_COLLECTION].map(async (collection) =>
      (await db.collection(collection).get()).docs.map((doc) => ({
        collection,
        record: doc.data() as never,
      })),
    ),
  );
  const campaign = settings.campaigns[0]!;
  return figures(aggregateOf(settings.time_zone, campaign.id, records.flat(), settings.campaigns, now));
}

async function storedProgress(db: Firestore, settings: SchoolSettings) {
  const headRef = db.collection(PROGRESS_COLLECTION).doc(settings.campaigns[0]!.id);
  const head = currentHead((await headRef.get()).data());
  if (!head) return null;
  const shards = (await headRef.collection(PROGRESS_SHARDS_COLLECTION).get()).docs.map((doc) =>
    progressShardSchema.parse(doc.data()),
  );
  return figures(summedProgress(head, shards));
}

async function mailState(db: Firestore): Promise<{ count: number; unsettled: number }> {
  let count = 0;
  let unsettled = 0;
  for (const collection of [MAIL_COLLECTION, PAGE_MAIL_COLLECTION]) {
    const docs = (await db.collection(collection).select('delivery.state').get()).docs;
    count += docs.length;
    unsettled += docs.filter((doc) => UNSETTLED_MAIL.includes(doc.get('delivery.state') ?? 'PENDING')).length;
  }
  return { count, unsettled };
}
