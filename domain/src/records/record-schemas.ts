import { donationSchema, DONATIONS_COLLECTION, type Donation } from './donation';
import { partnerSchema, type Partner } from './partner';
import type { RecordCollection } from './events';

/** A stored donation or partner document, as the back office reads it (the id is the document's). */
export type StoredRecord = Donation | Partner;

export function schemaOf(collection: RecordCollection) {
  return collection === DONATIONS_COLLECTION ? donationSchema : partnerSchema;
}

/**
 * Every server write is parsed with the schema the back office reads with, before it is written: a document
 * the back office would refuse (and so not show) is never written; the write fails loudly instead.
 */
export function parseStoredRecord(collection: RecordCollection, data: unknown): StoredRecord {
  const parsed = schemaOf(collection).safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new RecordShapeError(`${collection} document refused by its schema: ${problems.join('; ')}`);
  }
  return parsed.data;
}

export class RecordShapeError extends Error {}
