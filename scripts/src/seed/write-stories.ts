import { RECORD_EVENTS_COLLECTION } from '@hope/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { playStory, type RecordStory } from './record-story';

/** Batches in flight at once: enough to keep the emulator busy, few enough not to queue behind each other. */
const PARALLEL_BATCHES = 8;

/**
 * Writes each record with its history entries in one batch, as the server's create does: a record never shows
 * without its history, nor a payment without the entry its receipt is sent from. Resolves the ids in order.
 */
export async function writeStories(db: Firestore, stories: readonly RecordStory[]): Promise<string[]> {
  const ids: string[] = [];
  const pending: Promise<unknown>[] = [];
  for (const story of stories) {
    const ref = db.collection(story.collection).doc();
    ids.push(ref.id);
    const { record, events } = playStory(story, ref.id);
    const batch = db.batch();
    batch.create(ref, record);
    const entries = db.collection(RECORD_EVENTS_COLLECTION);
    for (const { id, event } of events) batch.create(id === null ? entries.doc() : entries.doc(id), event);
    pending.push(batch.commit());
    if (pending.length >= PARALLEL_BATCHES) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  return ids;
}
