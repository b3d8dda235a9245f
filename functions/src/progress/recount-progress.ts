import {
  campaignsTouched,
  contributionOf,
  countedKey,
  countedSchema,
  emptyAggregate,
  keptBeforeEpochs,
  PROGRESS_COLLECTION,
  PROGRESS_COUNTED_COLLECTION,
  progressAggregateSchema,
  recounted,
  sameContribution,
  stillCounted,
  type CampaignChanges,
  type ProgressAggregate,
} from '@hope/domain/progress';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import { randomUUID } from 'node:crypto';
import {
  FieldPath,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { firestore } from '../firestore';
import { settingsOf, settingsRef } from '../settings/read-settings';

const aggregateRef = (campaignId: string) => firestore().collection(PROGRESS_COLLECTION).doc(campaignId);

const aggregateOf = (snapshot: DocumentSnapshot): ProgressAggregate | null =>
  snapshot.exists ? progressAggregateSchema.parse(snapshot.data()) : null;

/**
 * Brings the given records' part of the campaigns' progress up to date with the records as they are now (see
 * domain/src/progress/recount.ts), in one transaction that also reads the settings' campaigns: a record
 * changed, or campaign dates changed, meanwhile makes it run again. Running it late or twice changes nothing.
 * Returns whether it found an aggregate of an earlier version of the app, which it has started again.
 */
export async function recountRecords(records: readonly DocumentReference[]): Promise<boolean> {
  if (records.length === 0) return false;
  const db = firestore();
  const countedRefs = records.map((ref) =>
    db.collection(PROGRESS_COUNTED_COLLECTION).doc(countedKey(ref.parent.id, ref.id)),
  );
  return db.runTransaction(async (tx) => {
    const [settings, ...snapshots] = await tx.getAll(settingsRef(), ...records, ...countedRefs);
    const { campaigns, time_zone: timeZone } = settingsOf(settings!);
    const read = records.map((ref, index) => {
      const record = snapshots[index]!;
      const countedDoc = snapshots[records.length + index]!;
      return {
        countedRef: countedRefs[index]!,
        countedDoc: countedDoc.exists ? countedSchema.parse(countedDoc.data()) : null,
        now: contributionOf(
          timeZone,
          ref.parent.id,
          record.exists ? (record.data() as never) : null,
          campaigns,
        ),
      };
    });
    const ids = campaignsTouched(read.map(({ countedDoc, now }) => ({ counted: countedDoc, now })));
    if (ids.length === 0) return false;
    const aggregateSnapshots = await tx.getAll(...ids.map(aggregateRef));
    const aggregates = new Map(
      aggregateSnapshots.map((snapshot, index) => [ids[index]!, aggregateOf(snapshot)]),
    );
    const moved = read
      .map((entry) => ({ ...entry, counted: stillCounted(entry.countedDoc, aggregates) }))
      // A counted document of an earlier epoch is rewritten (or removed) even where nothing is to be counted.
      .filter(({ counted, now, countedDoc }) => !sameContribution(counted, now) || (countedDoc && !counted));
    if (moved.length === 0) return false;
    const updated = recounted(aggregates, moved, new Date(), randomUUID());
    for (const [id, aggregate] of updated) tx.set(aggregateRef(id), aggregate);
    // A record that counts now was just added to its campaign's aggregate: it is counted under that epoch.
    for (const { countedRef, now } of moved) {
      if (now) tx.set(countedRef, { ...now, epoch: updated.get(now.campaignId)!.epoch! });
      else tx.delete(countedRef);
    }
    return keptBeforeEpochs(aggregates);
  });
}

/** Records per transaction when many records are recounted. */
const PAGE = 200;

/** Starts the given campaigns' aggregates again, empty, each under a new epoch (all current ones if `null`). */
async function restartAggregates(ids: readonly string[] | null): Promise<void> {
  const db = firestore();
  await db.runTransaction(async (tx) => {
    const { campaigns } = settingsOf(await tx.get(settingsRef()));
    const now = new Date();
    for (const id of ids ?? campaigns.map((campaign) => campaign.id))
      tx.set(aggregateRef(id), emptyAggregate(id, now, randomUUID()));
  });
}

/** Recounts, a page at a time, the records of both collections that `query` picks, in `order`. */
async function recountWhere(
  order: string | FieldPath,
  query: (ref: CollectionReference) => Query,
): Promise<number> {
  let recounted = 0;
  for (const collection of [DONATIONS_COLLECTION, PARTNERS_COLLECTION]) {
    let after: QueryDocumentSnapshot | null = null;
    for (;;) {
      let page = query(firestore().collection(collection)).orderBy(order).select().limit(PAGE);
      if (after) page = page.startAfter(after);
      const snapshot = await page.get();
      if (snapshot.empty) break;
      await recountRecords(snapshot.docs.map((doc) => doc.ref));
      recounted += snapshot.size;
      after = snapshot.docs.at(-1)!;
    }
  }
  return recounted;
}

/** Counts every record again into every current campaign's aggregate, started again (after an upgrade). */
export async function recountAllRecords(): Promise<number> {
  await restartAggregates(null);
  return recountWhere(FieldPath.documentId(), (ref) => ref);
}

/** After campaigns were added, removed or given other dates: the records they may have moved are counted again. */
export async function recountCampaignChanges(changes: CampaignChanges): Promise<number> {
  await restartAggregates(changes.restart);
  let recounted = 0;
  for (const { startIso, endIso } of changes.ranges)
    recounted += await recountWhere('created_at', (ref) =>
      ref.where('created_at', '>=', startIso).where('created_at', '<', endIso),
    );
  return recounted;
}
