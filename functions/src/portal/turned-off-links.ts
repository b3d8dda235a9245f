import type { RecordCollection } from '@hope/domain/records';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * `manage_link_revocations/{collection}_{record id}`: when the office turned a record's manage link off
 * (`revoked_at`, an ISO instant); links made before then open nothing. Server-only (the rules deny every
 * client): written by the turn-off callable, read by the portal.
 */
export const MANAGE_LINK_REVOCATIONS_COLLECTION = 'manage_link_revocations';

export const revocationId = (collection: RecordCollection, id: string) => `${collection}_${id}`;

export const revocationRef = (db: Firestore, collection: RecordCollection, id: string) =>
  db.collection(MANAGE_LINK_REVOCATIONS_COLLECTION).doc(revocationId(collection, id));

/** When the record's link was last turned off, or null if never. */
export async function turnedOffAt(
  db: Firestore,
  collection: RecordCollection,
  id: string,
): Promise<string | null> {
  const revokedAt = (await revocationRef(db, collection, id).get()).get('revoked_at') as unknown;
  return typeof revokedAt === 'string' ? revokedAt : null;
}
