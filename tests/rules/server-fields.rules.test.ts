import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteField, doc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { collections, rulesBed } from './rules-bed';

const bed = rulesBed();

/** What only the payment backend writes (domain/src/schemas/payment-tracking.ts), with a value it could hold. */
const serverOnly: [field: string, value: unknown][] = [
  [
    'stripe_charges',
    { ch_1: { amount: 25000, fee: 755, net: 24245, refunded: 0, paid_at: '2026-03-08T18:30:00.000Z' } },
  ],
  ['payments_made', 1],
  ['months', 6],
  ['pledge_amt', 1200],
  ['stripe_subscription_id', 'sub_123'],
  ['checkout_status', 'complete'],
  ['payment_failed_at', '2026-03-08T18:30:00.000Z'],
  ['subscription_ended_at', '2026-03-08T18:30:00.000Z'],
  ['amount_refunded', 0],
  ['fee_covered', true],
];

describe.each(collections)('$collection fields the server alone writes', ({ collection: name, added }) => {
  it.each(serverOnly)('%s: an admin may not set it on create', async (field, value) => {
    await assertSucceeds(addDoc(collection(bed.admin(), name), added()));
    await assertFails(addDoc(collection(bed.admin(), name), { ...added(), [field]: value }));
  });

  it.each(serverOnly)(
    '%s: an admin edit may leave it as the server wrote it, not change or remove it',
    async (field, value) => {
      await bed.seed(`${name}/paid`, { ...added(), [field]: value });
      const ref = doc(bed.admin(), `${name}/paid`);
      await assertSucceeds(updateDoc(ref, { [field]: value, notes: 'Thanked by phone' }));
      await assertFails(updateDoc(ref, { [field]: typeof value === 'number' ? value + 1 : null }));
      await assertFails(updateDoc(ref, { [field]: deleteField() }));
    },
  );

  it('a value the server wrote outside the office bounds does not block an edit of another field', async () => {
    // A refund leaves a net below zero (the fee is not returned).
    await bed.seed(`${name}/refunded`, { ...added(), net_payment: -7.55, amount_refunded: 250 });
    const ref = doc(bed.admin(), `${name}/refunded`);
    await assertSucceeds(updateDoc(ref, { net_payment: -7.55, notes: "Refunded at the parent's request" }));
    await assertFails(updateDoc(ref, { net_payment: -8 }));
  });
});
