import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesBed } from './rules-bed';

const bed = rulesBed();

const KEPT = 'unattributed_charges/ch_1';
const charge = {
  charge_id: 'ch_1',
  amount: 4500,
  amount_refunded: 0,
  currency: 'usd',
  status: 'succeeded',
  paid_at: '2026-11-03T18:00:00.000Z',
  customer: 'cus_1',
  payment_intent: 'pi_1',
  last_event: { id: 'evt_1', type: 'charge.succeeded', at: '2026-11-03T18:00:00.000Z' },
  updated_at: '2026-11-03T18:00:01.000Z',
};

describe('unattributed_charges (charges kept aside by the webhook)', () => {
  it('lets owners and admins read them, and no viewer, other member or visitor', async () => {
    await bed.seed(KEPT, charge);
    await assertSucceeds(getDoc(doc(bed.as('owner'), KEPT)));
    await assertSucceeds(getDocs(collection(bed.as('admin'), 'unattributed_charges')));
    await assertFails(getDoc(doc(bed.as('viewer'), KEPT)));
    await assertFails(getDoc(doc(bed.member(), KEPT)));
    await assertFails(getDoc(doc(bed.visitor(), KEPT)));
  });

  it('lets no browser write one: not even an owner may add, change or remove it', async () => {
    await bed.seed(KEPT, charge);
    await assertFails(setDoc(doc(bed.as('owner'), 'unattributed_charges/ch_2'), charge));
    await assertFails(updateDoc(doc(bed.as('admin'), KEPT), { amount: 1 }));
    await assertFails(deleteDoc(doc(bed.as('owner'), KEPT)));
    await assertFails(setDoc(doc(bed.visitor(), 'unattributed_charges/ch_2'), charge));
  });
});
