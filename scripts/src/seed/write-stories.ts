import {
  CHARGE_INDEX_COLLECTION,
  RECORD_EVENTS_COLLECTION,
  type RecordCollection,
  type StoredRecord,
} from '@hope/domain/records';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { playStory, type RecordStory } from './record-story';

/** Firestore takes at most 500 writes in one batch; a record and its history always share one. */
const WRITES_PER_BATCH = 400;

/**
 * Where the webhook indexes the charges it recorded (functions/src/webhook/apply-once.ts), so that a later
 * charge or refund event finds its record: a seeded payment is one the webhook recorded.
 */

export type WrittenRecord = { collection: RecordCollection; id: string; record: StoredRecord };

/**
 * Writes each record with its history entries in the same batch, as the server's create does: a record never
 * shows without its history, nor a payment without the entry its receipt is sent from. Several records share a
 * batch, so the whole demo takes a few round trips. Resolves the records as written, in order.
 */
export async function writeStories(db: Firestore, stories: readonly RecordStory[]): Promise<WrittenRecord[]> {
  const written: WrittenRecord[] = [];
  const batches: WriteBatch[] = [];
  let batch = db.batch();
  let writes = 0;
  const entries = db.collection(RECORD_EVENTS_COLLECTION);
  for (const story of stories) {
    const ref = db.collection(story.collection).doc();
    const { record, events } = playStory(story, ref.id);
    written.push({ collection: story.collection, id: ref.id, record });
    const charges = Object.keys(record.stripe_charges ?? {});
    const recordWrites = 1 + events.length + charges.length;
    if (writes > 0 && writes + recordWrites > WRITES_PER_BATCH) {
      batches.push(batch);
      batch = db.batch();
      writes = 0;
    }
    batch.create(ref, record);
    for (const { id, event } of events) batch.create(id === null ? entries.doc() : entries.doc(id), event);
    for (const chargeId of charges) {
      batch.set(db.collection(CHARGE_INDEX_COLLECTION).doc(chargeId), {
        collection: story.collection,
        record_id: ref.id,
      });
    }
    writes += recordWrites;
  }
  batches.push(batch);
  await Promise.all(batches.map((each) => each.commit()));
  return written;
}
