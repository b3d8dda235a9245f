import {
  campaignsTouched,
  contributionOf,
  contributionSchema,
  countedKey,
  DONATIONS_COLLECTION,
  PARTNERS_COLLECTION,
  PROGRESS_COLLECTION,
  PROGRESS_COUNTED_COLLECTION,
  progressAggregateSchema,
  recounted,
  sameContribution,
  type Contribution,
} from '@hope/domain';
import { FieldPath, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { firestore } from '../firestore';
import { settingsOf, settingsRef } from '../settings/read-settings';

const countedOf = (snapshot: DocumentSnapshot): Contribution | null =>
  snapshot.exists ? contributionSchema.parse(snapshot.data()) : null;

/**
 * Brings the given records' part of the campaigns' progress up to date with the records as they are now, in one
 * transaction that also reads the settings' campaigns: a record changed, or its campaign's dates changed,
 * meanwhile makes the transaction run again. Running it again, late or twice changes nothing.
 */
export async function recountRecords(records: readonly DocumentReference[]): Promise<void> {
  if (records.length === 0) return;
  const db = firestore();
  const countedRefs = records.map((ref) =>
    db.collection(PROGRESS_COUNTED_COLLECTION).doc(countedKey(ref.parent.id, ref.id)),
  );
  await db.runTransaction(async (tx) => {
    const [settings, ...snapshots] = await tx.getAll(settingsRef(), ...records, ...countedRefs);
    const { campaigns } = settingsOf(settings!);
    const changes = records.map((ref, index) => {
      const record = snapshots[index]!;
      return {
        countedRef: countedRefs[index]!,
        counted: countedOf(snapshots[records.length + index]!),
        now: contributionOf(ref.parent.id, record.exists ? (record.data() as never) : null, campaigns),
      };
    });
    const moved = changes.filter(({ counted, now }) => !sameContribution(counted, now));
    if (moved.length === 0) return;
    const ids = campaignsTouched(moved);
    const aggregateRefs = ids.map((id) => db.collection(PROGRESS_COLLECTION).doc(id));
    const aggregateSnapshots = await tx.getAll(...aggregateRefs);
    const aggregates = new Map(
      aggregateSnapshots.map((snapshot, index) => [
        ids[index]!,
        snapshot.exists ? progressAggregateSchema.parse(snapshot.data()) : null,
      ]),
    );
    for (const [id, aggregate] of recounted(aggregates, moved, new Date()))
      tx.set(db.collection(PROGRESS_COLLECTION).doc(id), aggregate);
    for (const { countedRef, now } of moved) {
      if (now) tx.set(countedRef, now);
      else tx.delete(countedRef);
    }
  });
}

/** Records per transaction when every record is recounted. */
const PAGE = 200;

/** Recounts every record, a page at a time: after campaign dates changed, records may belong elsewhere. */
export async function recountAllRecords(): Promise<number> {
  const db = firestore();
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
