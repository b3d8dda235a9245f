import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { OWED_RECEIPTS_COLLECTION, type OwedReceipt } from '@hope/domain/receipts';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesBed } from './rules-bed';

const bed = rulesBed();

const OWED = `${OWED_RECEIPTS_COLLECTION}/receipt_donations_d1_check_500`;
const owed: OwedReceipt = {
  record: { collection: 'donations', id: 'd1' },
  event_id: 'payment_donations_d1_check_500',
  summary: 'Receipt for $250.00 received 2026-10-20',
  reason: 'no_email',
  detail: 'This record has no email address, so no receipt is sent.',
  since: '2026-10-20T19:00:00.000Z',
  retries: 0,
};

describe('owed_receipts (payments whose receipt was not sent)', () => {
  it('lets owners and admins read the list and a record’s, and no viewer, member or visitor', async () => {
    await bed.seed(OWED, owed);
    await assertSucceeds(getDoc(doc(bed.admin(), OWED)));
    await assertSucceeds(getDoc(doc(bed.as('owner'), OWED)));
    await assertSucceeds(
      getDocs(query(collection(bed.as('admin'), OWED_RECEIPTS_COLLECTION), where('record.id', '==', 'd1'))),
    );
    await assertFails(getDoc(doc(bed.as('viewer'), OWED)));
    await assertFails(getDoc(doc(bed.member(), OWED)));
    await assertFails(getDoc(doc(bed.visitor(), OWED)));
  });

  it('lets no browser list, clear or invent an owed receipt, not even an owner', async () => {
    await bed.seed(OWED, owed);
    await assertFails(setDoc(doc(bed.as('owner'), `${OWED_RECEIPTS_COLLECTION}/new`), owed));
    await assertFails(updateDoc(doc(bed.as('admin'), OWED), { retries: 0 }));
    await assertFails(deleteDoc(doc(bed.as('owner'), OWED)));
    await assertFails(setDoc(doc(bed.as('viewer'), `${OWED_RECEIPTS_COLLECTION}/new`), owed));
  });
});
