import { DONATIONS_COLLECTION, PARTNERS_COLLECTION, type RecordCollection } from '@hope/domain';
import type Stripe from 'stripe';
import { firestore } from '../firestore';
import { idOf } from './charges';

export type RecordTarget = { collection: RecordCollection; id: string };

const COLLECTIONS: readonly RecordCollection[] = [DONATIONS_COLLECTION, PARTNERS_COLLECTION];

/** Our sessions, intents and subscriptions carry {record_id, collection} in their metadata. */
export function targetFromMetadata(metadata: Stripe.Metadata | null | undefined): RecordTarget | null {
  const collection = metadata?.collection as RecordCollection | undefined;
  const id = metadata?.record_id;
  if (!collection || !id || !COLLECTIONS.includes(collection) || id.includes('/')) return null;
  return { collection, id };
}

/**
 * A charge event names no record of ours directly: it is found through the index written when the charge was
 * first recorded, its own metadata (one-time payments), or the Stripe customer stored on the record.
 */
export async function targetOfCharge(charge: Stripe.Charge): Promise<RecordTarget | null> {
  const indexed = await firestore().doc(`stripe_charge_index/${charge.id}`).get();
  if (indexed.exists) return { collection: indexed.get('collection'), id: indexed.get('record_id') };
  const fromMetadata = targetFromMetadata(charge.metadata);
  if (fromMetadata) return fromMetadata;
  const customer = idOf(charge.customer);
  if (!customer) return null;
  for (const collection of COLLECTIONS) {
    const match = await firestore()
      .collection(collection)
      .where('stripe_customer_id', '==', customer)
      .limit(1)
      .get();
    const doc = match.docs[0];
    if (doc) return { collection, id: doc.id };
  }
  return null;
}
