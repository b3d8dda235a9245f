import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { openedBatch } from '@hope/domain/deposits';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesBed } from './rules-bed';

const bed = rulesBed();

const BATCH = 'deposits/batch-0001';
const ENTRY = 'deposit_events/req-0001';
const HELD = 'deposit_checks/donations_d1__1042';
const NUMBERS = 'deposit_numbers/batches';
const batch = openedBatch({ uid: 'admin-uid', email: 'admin@example.org', at: '2026-11-03T18:00:00.000Z' });
const entry = { batch_id: 'batch-0001', kind: 'opened', summary: 'Opened', actor: batch.opened };

describe('deposits (batches of cash and checks)', () => {
  it('lets every member read batches and their history, viewers included, and no visitor', async () => {
    await bed.seed(BATCH, batch);
    await bed.seed(ENTRY, entry);
    for (const role of ['owner', 'admin', 'viewer'] as const) {
      await assertSucceeds(getDoc(doc(bed.as(role), BATCH)));
      await assertSucceeds(getDocs(collection(bed.as(role), 'deposit_events')));
    }
    await assertFails(getDoc(doc(bed.member(), BATCH)));
    await assertFails(getDoc(doc(bed.visitor(), BATCH)));
    await assertFails(getDoc(doc(bed.visitor(), ENTRY)));
  });

  it('lets no browser write a batch or its history: the function records deposits', async () => {
    await bed.seed(BATCH, batch);
    await bed.seed(ENTRY, entry);
    await assertFails(setDoc(doc(bed.as('owner'), 'deposits/batch-0002'), batch));
    await assertFails(updateDoc(doc(bed.as('admin'), BATCH), { state: 'deposited' }));
    await assertFails(deleteDoc(doc(bed.as('owner'), BATCH)));
    await assertFails(setDoc(doc(bed.as('viewer'), 'deposits/batch-0003'), batch));
    await assertFails(setDoc(doc(bed.as('admin'), 'deposit_events/req-0002'), entry));
    await assertFails(updateDoc(doc(bed.as('owner'), ENTRY), { summary: 'changed' }));
  });

  it('keeps the held checks to the function: no member reads or writes them', async () => {
    await bed.seed(HELD, { batch_id: 'batch-0001', item_id: 'i1' });
    await assertFails(getDoc(doc(bed.as('owner'), HELD)));
    await assertFails(deleteDoc(doc(bed.as('owner'), HELD)));
    await assertFails(setDoc(doc(bed.as('admin'), 'deposit_checks/x'), { batch_id: 'b' }));
  });

  it("keeps the batches' running number from every browser: the function opening a batch takes it", async () => {
    // The function writes it with the server's access (here the seed), which the rules do not govern.
    await bed.seed(NUMBERS, { last: 3 });
    for (const client of [bed.as('owner'), bed.as('admin'), bed.as('viewer'), bed.member(), bed.visitor()]) {
      await assertFails(getDoc(doc(client, NUMBERS)));
      await assertFails(setDoc(doc(client, NUMBERS), { last: 4 }));
    }
    await assertFails(updateDoc(doc(bed.as('owner'), NUMBERS), { last: 0 }));
    await assertFails(deleteDoc(doc(bed.as('admin'), NUMBERS)));
  });
});
