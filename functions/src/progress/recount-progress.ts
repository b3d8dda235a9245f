import {
  campaignsTouched,
  contributionOf,
  countedKey,
  countedSchema,
  DONATIONS_COLLECTION,
  emptyAggregate,
  keptBeforeEpochs,
  PARTNERS_COLLECTION,
  PROGRESS_COLLECTION,
  PROGRESS_COUNTED_COLLECTION,
  progressAggregateSchema,
  recounted,
  sameContribution,
  stillCounted,
  type ProgressAggregate,
} from '@hope/domain';
import { randomUUID } from 'node:crypto';
import { FieldPath, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
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
    const { campaigns } = settingsOf(settings!);
    const read = records.map((ref, index) => {
      const record = snapshots[index]!;
      const countedDoc = snapshots[records.length + index]!;
      return {
        countedRef: countedRefs[index]!,
        countedDoc: countedDoc.exists ? countedSchema.parse(countedDoc.data()) : null,
        now: contributionOf(ref.parent.id, record.exists ? (record.data() as never) : null, campaigns),
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
    for (const { countedRef, now } of moved) {
      const epoch = now && (updated.get(now.campaignId) ?? aggregates.get(now.campaignId))?.epoch;
      if (now && epoch) tx.set(countedRef, { ...now, epoch });
      else tx.delete(countedRef);
    }
    return keptBeforeEpochs(aggregates);
  });
}

/** Records per transaction when every record is recounted. */
const PAGE = 200;

/**
 * Counts every record again: each current campaign's aggregate starts empty under a new epoch, then every record
 * is recounted a page at a time (after campaign dates changed, records may belong elsewhere).
 */
export async function recountAllRecords(): Promise<number> {
  const db = firestore();
  await db.runTransaction(async (tx) => {
    const { campaigns } = settingsOf(await tx.get(settingsRef()));
    const now = new Date();
    for (const { id } of campaigns) tx.set(aggregateRef(id), emptyAggregate(id, now, randomUUID()));
  });
  let recounted = 0;
  for (const collection of [DONATIONS_COLLECTION, PARTNERS_COLLECTION]) {
    let after: string | null = null;
    for (;;) {
      let query = db.collection(collection).orderBy(FieldPath.documentId()).select().limit(PAGE);
      if (after) query = query.startAfter(after);
      const page = await query.get();
      if (page.empty) break;
      await recountRecords(page.docs.map((doc) => doc.ref));
      recounted += page.size;
      after = page.docs.at(-1)!.id;
    }
  }
  return recounted;
}
