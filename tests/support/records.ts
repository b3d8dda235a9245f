import type { Firestore } from 'firebase-admin/firestore';

/** Everything our functions wrote: the two record collections, the payment event ledger and the payouts. */
export async function snapshotAll(db: Firestore): Promise<Record<string, Record<string, unknown>>> {
  const all: Record<string, Record<string, unknown>> = {};
  for (const name of ['donations', 'community_partners', 'stripe_events', 'stripe_charge_index', 'payouts']) {
    const docs = await db.collection(name).get();
    for (const doc of docs.docs) all[`${name}/${doc.id}`] = doc.data();
  }
  return all;
}

export async function countDocs(db: Firestore, collection: string): Promise<number> {
  return (await db.collection(collection).count().get()).data().count;
}
