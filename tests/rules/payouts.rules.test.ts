import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesBed } from './rules-bed';

const bed = rulesBed();

const PAID = 'payouts/po_1';
const payout = {
  payout_id: 'po_1',
  arrival_date: '2026-11-05',
  amount: 4825,
  currency: 'usd',
  status: 'paid',
  created: '2026-11-04T00:00:00.000Z',
  lines: [
    {
      balance_transaction: 'txn_1',
      type: 'charge',
      reporting_category: 'charge',
      gross: 5000,
      fee: 175,
      net: 4825,
      currency: 'usd',
      source: 'ch_1',
      record: { collection: 'donations', id: 'd1' },
      name: 'Garcia Family',
      created: '2026-11-02T18:00:00.000Z',
    },
  ],
};

describe('payouts (Stripe deposits, written by the server)', () => {
  it('lets every member read them, viewers included, and no one else', async () => {
    await bed.seed(PAID, payout);
    await assertSucceeds(getDoc(doc(bed.as('owner'), PAID)));
    await assertSucceeds(getDocs(collection(bed.as('admin'), 'payouts')));
    await assertSucceeds(getDoc(doc(bed.as('viewer'), PAID)));
    await assertFails(getDoc(doc(bed.member(), PAID)));
    await assertFails(getDocs(collection(bed.visitor(), 'payouts')));
  });

  it('lets no browser write one: not an owner, an admin or a viewer', async () => {
    await bed.seed(PAID, payout);
    await assertFails(setDoc(doc(bed.as('owner'), 'payouts/po_2'), { ...payout, payout_id: 'po_2' }));
    await assertFails(updateDoc(doc(bed.as('admin'), PAID), { amount: 1 }));
    await assertFails(setDoc(doc(bed.as('viewer'), 'payouts/po_3'), payout));
    await assertFails(deleteDoc(doc(bed.as('owner'), PAID)));
    await assertFails(setDoc(doc(bed.visitor(), 'payouts/po_2'), payout));
  });
});
