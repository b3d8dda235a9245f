import {
  depositBatchSchema,
  depositedFacts,
  DEPOSITS_COLLECTION,
  factPlace,
  type DepositedFact,
} from '@hope/domain/deposits';
import type { RecordCollection } from '@hope/domain/records';
import { firestore } from '../platform/firestore';

/**
 * The signed-off deposit that carried a record's payment, or null. A sign-off writes the payment on its record
 * in the same transaction as the batch, dated by the batch's day, so the batches deposited that day are the
 * only ones to look at; and since a payment recorded outside a batch can never join one later (a batch refuses
 * a payment the record holds), the answer cannot change between this read and a write that follows.
 */
export async function depositCarrying(
  collection: RecordCollection,
  recordId: string,
  key: string,
  depositedOn: string,
): Promise<DepositedFact | null> {
  const snapshot = await firestore()
    .collection(DEPOSITS_COLLECTION)
    .where('deposited_on', '==', depositedOn)
    .get();
  const batches = snapshot.docs.map((doc) => ({ ...depositBatchSchema.parse(doc.data()), id: doc.id }));
  return depositedFacts(batches).get(factPlace(collection, recordId, key)) ?? null;
}
