import { RECORD_EVENTS_COLLECTION } from '@hope/domain';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { playStory, type RecordStory } from './record-story';

/** Firestore takes at most 500 writes in one batch; a record and its history always share one. */
const WRITES_PER_BATCH = 400;

/**
 * Writes each record with its history entries in the same batch, as the server's create does: a record never
 * shows without its history, nor a payment without the entry its receipt is sent from. Several records share a
 * batch, so the whole demo takes a few round trips. Resolves the records' ids in order.
 */
export async function writeStories(db: Firestore, stories: readonly RecordStory[]): Promise<string[]> {
  const ids: string[] = [];
  const batches: WriteBatch[] = [];
  let batch = db.batch();
  let writes = 0;
  const entries = db.collection(RECORD_EVENTS_COLLECTION);
  for (const story of stories) {
    const ref = db.collection(story.collection).doc();
    ids.push(ref.id);
    const { record, events } = playStory(story, ref.id);
    if (writes > 0 && writes + 1 + events.length > WRITES_PER_BATCH) {
      batches.push(batch);
      batch = db.batch();
      writes = 0;
    }
    batch.create(ref, record);
    for (const { id, event } of events) batch.create(id === null ? entries.doc() : entries.doc(id), event);
    writes += 1 + events.length;
  }
  batches.push(batch);
  await Promise.all(batches.map((each) => each.commit()));
  return ids;
}
