import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { collections, rulesBed } from './rules-bed';

const bed = rulesBed();

describe.each(collections)('$collection', ({ collection: name, added }) => {
  it('lets an admin read a record', async () => {
    await bed.seed(`${name}/seeded`, added());
    await assertSucceeds(getDoc(doc(bed.admin(), `${name}/seeded`)));
  });

  it('denies an anonymous visitor reading or writing', async () => {
    await bed.seed(`${name}/seeded`, added());
    await assertFails(getDoc(doc(bed.visitor(), `${name}/seeded`)));
    await assertFails(setDoc(doc(bed.visitor(), `${name}/new`), added()));
    await assertFails(updateDoc(doc(bed.visitor(), `${name}/seeded`), { notes: 'x' }));
  });

  it('denies a signed-in user without the admin claim', async () => {
    await bed.seed(`${name}/seeded`, added());
    await assertFails(getDoc(doc(bed.member(), `${name}/seeded`)));
    await assertFails(setDoc(doc(bed.member(), `${name}/new`), added()));
    await assertFails(updateDoc(doc(bed.member(), `${name}/seeded`), { notes: 'x' }));
  });

  it('lets an admin add the record the add form builds', async () => {
    await assertSucceeds(addDoc(collection(bed.admin(), name), added()));
  });

  it('denies an admin a record missing a required field', async () => {
    const { created_at: _dropped, ...incomplete } = added();
    await assertFails(addDoc(collection(bed.admin(), name), incomplete));
  });

  it('lets an admin add a record without the optional form_submitted_at only on partners', async () => {
    const { form_submitted_at: _dropped, ...withoutSubmission } = added();
    const write = addDoc(collection(bed.admin(), name), withoutSubmission);
    await (name === 'community_partners' ? assertSucceeds(write) : assertFails(write));
  });

  it('denies an admin an unknown field, on create and on update', async () => {
    await bed.seed(`${name}/seeded`, added());
    await assertFails(addDoc(collection(bed.admin(), name), { ...added(), is_vip: true }));
    await assertFails(updateDoc(doc(bed.admin(), `${name}/seeded`), { is_vip: true }));
    await assertSucceeds(updateDoc(doc(bed.admin(), `${name}/seeded`), { notes: 'Called back' }));
  });

  it('keeps created_at as the create wrote it', async () => {
    const record = added();
    await bed.seed(`${name}/seeded`, record);
    const ref = doc(bed.admin(), `${name}/seeded`);
    await assertSucceeds(updateDoc(ref, { created_at: record.created_at, notes: 'Same creation time' }));
    await assertFails(updateDoc(ref, { created_at: '2020-01-01T00:00:00.000Z' }));
  });

  it('denies deleting a record, even to an admin (nothing in the back office deletes)', async () => {
    await bed.seed(`${name}/seeded`, added());
    await assertFails(deleteDoc(doc(bed.admin(), `${name}/seeded`)));
  });
});

describe('server-only collections', () => {
  it('deny even an admin reading or writing the payment event ledger', async () => {
    await bed.seed('stripe_events/evt_seeded', { type: 'checkout.session.completed' });
    await assertFails(getDoc(doc(bed.admin(), 'stripe_events/evt_seeded')));
    await assertFails(setDoc(doc(bed.admin(), 'stripe_events/evt_new'), { type: 'forged' }));
  });

  it.each(['team_locks/changes', 'progress/2026-27', 'progress_counted/donations_seeded'])(
    'deny even an owner reading or writing %s (the functions alone keep it)',
    async (path) => {
      await bed.seed(path, { seeded: true });
      await assertFails(getDoc(doc(bed.admin(), path)));
      await assertFails(setDoc(doc(bed.admin(), path), { forged: true }));
      await assertFails(getDoc(doc(bed.visitor(), path)));
    },
  );

  it('deny anyone reading or writing an unknown collection', async () => {
    await assertFails(getDoc(doc(bed.visitor(), 'anything/at-all')));
    await assertFails(setDoc(doc(bed.admin(), 'anything/at-all'), { x: 1 }));
  });
});
