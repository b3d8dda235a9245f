import {
  parseStoredRecord,
  RECORD_EVENTS_COLLECTION,
  recordEventSchema,
  type Actor,
  type RecordCollection,
  type RecordEventKind,
  type StoredRecord,
} from '@hope/domain/records';
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { firestore } from '../platform/firestore';

type NewEntry = { kind: RecordEventKind; summary: string; actor: Actor };

/** The writes of a new record and its first history entry, into a batch or a transaction. */
export function writeNewRecord(
  writer: { create(ref: DocumentReference, data: DocumentData): unknown },
  ref: DocumentReference,
  collection: RecordCollection,
  record: StoredRecord,
  entry: NewEntry,
): void {
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
  const db = firestore();
  writer.create(ref, parsed);
  writer.create(db.collection(RECORD_EVENTS_COLLECTION).doc(`created_${collection}_${ref.id}`), event);
}

/**
 * Creates a record the way every server writer does: parsed first with the schema the back office reads with,
 * written with its history entry in one batch ('created', or 'pledged' for a check pledge the office must
 * acknowledge). Given an id (the office's request id), a retried call finds the record there and the batch
 * fails with ALREADY_EXISTS instead of adding it twice.
 */
export async function createRecord(
  collection: RecordCollection,
  record: StoredRecord,
  entry: NewEntry,
  id?: string,
): Promise<DocumentReference> {
  const db = firestore();
  const ref = id === undefined ? db.collection(collection).doc() : db.collection(collection).doc(id);
  const batch = db.batch();
  writeNewRecord(batch, ref, collection, record, entry);
  await batch.commit();
  return ref;
}
