import {
  parseStoredRecord,
  RECORD_EVENTS_COLLECTION,
  recordEventSchema,
  type Actor,
  type RecordCollection,
  type RecordEventKind,
  type StoredRecord,
} from '@hope/domain/records';
import type { DocumentReference } from 'firebase-admin/firestore';
import { firestore } from '../firestore';

/**
 * Creates a record the way every server writer does: parsed first with the schema the back office reads with,
 * written with its history entry in one batch ('created', or 'pledged' for a check pledge the office must
 * acknowledge). Given an id (the office's request id), a retried call finds the record there and the batch
 * fails with ALREADY_EXISTS instead of adding it twice.
 */
export async function createRecord(
  collection: RecordCollection,
  record: StoredRecord,
  entry: { kind: RecordEventKind; summary: string; actor: Actor },
  id?: string,
): Promise<DocumentReference> {
  const db = firestore();
  const ref = id === undefined ? db.collection(collection).doc() : db.collection(collection).doc(id);
  const parsed = parseStoredRecord(collection, record);
  const event = recordEventSchema.parse({
    ...entry,
    collection,
    record_id: ref.id,
    at: parsed.created_at,
    changes: {},
    payment: null,
    source: null,
  });
  const batch = db.batch();
  batch.create(ref, parsed);
  batch.create(db.collection(RECORD_EVENTS_COLLECTION).doc(`created_${collection}_${ref.id}`), event);
  await batch.commit();
  return ref;
}
