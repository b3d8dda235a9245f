import {
  UNATTRIBUTED_CHARGES_COLLECTION,
  unattributedChargeSchema,
  unattributedNewestFirst,
  type UnattributedCharge,
} from '@hope/domain/records';
import { collection, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { db } from '../firebase';

/**
 * The charges the webhook kept aside (owners and admins may read them). An entry that does not fit the schema
 * is logged and left out. Few by nature: a charge leaves the list when it is attributed after all.
 */
export function watchUnattributedCharges(onChange: (charges: UnattributedCharge[]) => void): Unsubscribe {
  return onSnapshot(
    collection(db, UNATTRIBUTED_CHARGES_COLLECTION),
    (snapshot) => {
      const charges = snapshot.docs.flatMap((doc) => {
        const parsed = unattributedChargeSchema.safeParse(doc.data());
        if (!parsed.success) console.error(`Skipping ${doc.ref.path}: it does not match the schema`);
        return parsed.success ? [parsed.data] : [];
      });
      onChange(unattributedNewestFirst(charges));
    },
    (error) => console.error('Listening to unattributed charges failed', error),
  );
}
