import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { RECORD_EVENTS_COLLECTION } from '@hope/domain';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { addedDonation, rulesBed } from './rules-bed';

const bed = rulesBed();

/** An office edit's history entry, as the back office writes it for the signed-in member ('admin-user'). */
function officeEntry(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'edited',
    collection: 'donations',
    record_id: 'd1',
    at: '2026-11-02T18:00:00.000Z',
    actor: { type: 'member', uid: 'admin-user', email: 'admin@example.org' },
    summary: 'Edited in the back office',
    changes: { notes: { before: null, after: 'Called' } },
    payment: null,
    source: null,
    ...overrides,
  };
}

const entryPath = (id: string) => `${RECORD_EVENTS_COLLECTION}/${id}`;

describe('record_events (each record history)', () => {
  it('lets an admin read an entry, and nobody else', async () => {
    await bed.seed(entryPath('e1'), officeEntry());
    await assertSucceeds(getDoc(doc(bed.admin(), entryPath('e1'))));
    await assertFails(getDoc(doc(bed.member(), entryPath('e1'))));
    await assertFails(getDoc(doc(bed.visitor(), entryPath('e1'))));
  });

  it("lets an admin write their own office edit's entry, not one in another member's name", async () => {
    await assertSucceeds(setDoc(doc(bed.admin(), entryPath('mine')), officeEntry()));
    await assertFails(
      setDoc(
        doc(bed.admin(), entryPath('theirs')),
        officeEntry({ actor: { type: 'member', uid: 'someone-else', email: null } }),
      ),
    );
  });

  it("refuses a browser writing Stripe's or the money actions' entries, or a payment to acknowledge", async () => {
    await assertFails(setDoc(doc(bed.admin(), entryPath('s')), officeEntry({ actor: { type: 'stripe' } })));
    await assertFails(setDoc(doc(bed.admin(), entryPath('v')), officeEntry({ kind: 'voided' })));
    await assertFails(
      setDoc(
        doc(bed.admin(), entryPath('p')),
        officeEntry({
          kind: 'payment_received',
          payment: {
            key: 'ch_1',
            method: 'card',
            amount: 5,
            gift: 5,
            received_at: '2026-11-02T18:00:00.000Z',
          },
        }),
      ),
    );
    await assertFails(setDoc(doc(bed.admin(), entryPath('x')), { ...officeEntry(), extra: true }));
  });

  it('refuses anyone changing or deleting an entry, admins included', async () => {
    await bed.seed(entryPath('e1'), officeEntry());
    await assertFails(updateDoc(doc(bed.admin(), entryPath('e1')), { summary: 'Rewritten' }));
    await assertFails(deleteDoc(doc(bed.admin(), entryPath('e1'))));
    await assertFails(setDoc(doc(bed.member(), entryPath('e2')), officeEntry()));
  });
});

describe('payment fields once a payment is on record', () => {
  const paid = () => ({
    ...addedDonation({ donation_type: 'one_time' }),
    checkout_status: 'complete',
    stripe_charges: {
      ch_1: { amount: 10_000, fee: 320, net: 9680, refunded: 0, paid_at: '2026-11-01T18:00:00.000Z' },
    },
  });

  it('lets an admin change other fields, not the net, completion date or Stripe ids', async () => {
    await bed.seed('donations/paid', paid());
    const ref = doc(bed.admin(), 'donations/paid');
    await assertSucceeds(updateDoc(ref, { notes: 'Thank-you card sent' }));
    await assertFails(updateDoc(ref, { net_payment: 100 }));
    await assertFails(updateDoc(ref, { payment_completed_at: null }));
    await assertFails(updateDoc(ref, { stripe_session_id: 'cs_other' }));
  });

  it('lets an admin set them on a record with no payment facts (an office entry)', async () => {
    await bed.seed('donations/office', addedDonation());
    await assertSucceeds(updateDoc(doc(bed.admin(), 'donations/office'), { net_payment: 200 }));
  });

  it('refuses a browser writing payment facts or voiding (the functions do)', async () => {
    await bed.seed('donations/office', addedDonation());
    const ref = doc(bed.admin(), 'donations/office');
    await assertFails(updateDoc(ref, { voided: { at: '2026-11-02T18:00:00.000Z', by: 'x', reason: 'y' } }));
    await assertFails(updateDoc(ref, { checks: {} }));
    await assertFails(updateDoc(ref, { stripe_refunds: {} }));
  });
});
