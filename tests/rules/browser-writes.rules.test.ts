import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { RECORD_EVENTS_COLLECTION, paymentEventId } from '@hope/domain/records';
import { ROLES } from '@hope/domain/team';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { collections, memberUid, rulesBed } from './rules-bed';

/*
 * Every change to a record or its history is made by the server's functions (the office's through the
 * recordChange and recordAction functions): members read, no browser writes, whatever its role. The record's
 * shape is then the domain schema's alone, checked by the server before it writes.
 */

const bed = rulesBed();

/** Each kind of signed-in account, with its uid (a forged entry carries the forger's own uid). */
type Context = () => ReturnType<typeof bed.admin>;
const signedIn: [string, Context, string][] = [
  ...ROLES.map((role): [string, Context, string] => [role, () => bed.as(role), memberUid(role)]),
  ['an account from before roles (admin: true)', () => bed.admin(), 'admin-user'],
];

/** A history entry as a forger would write it: another member's email, a date of their choosing. */
function forgedEntry(recordId: string, uid = 'someone-else') {
  return {
    kind: 'edited',
    collection: 'donations',
    record_id: recordId,
    at: '2025-01-01T00:00:00.000Z',
    actor: { type: 'member', uid, email: 'treasurer@example.org' },
    summary: 'Edited in the back office',
    changes: {},
    payment: null,
    source: null,
  };
}

describe.each(collections)('$collection', ({ collection: name, added }) => {
  describe.each(signedIn)('as %s', (_label, as) => {
    it('reads a record', async () => {
      await bed.seed(`${name}/r1`, added());
      await assertSucceeds(getDoc(doc(as(), `${name}/r1`)));
    });

    it('adds no record, not even one the add form builds', async () => {
      await assertFails(addDoc(collection(as(), name), added()));
    });

    it('changes no field of a record, not even its notes, and deletes none', async () => {
      await bed.seed(`${name}/r1`, added());
      await assertFails(updateDoc(doc(as(), `${name}/r1`), { notes: 'Called back' }));
      await assertFails(deleteDoc(doc(as(), `${name}/r1`)));
    });

    it('writes no impossible date or pledged total onto a paid record', async () => {
      await bed.seed(`${name}/r1`, added());
      const ref = doc(as(), `${name}/r1`);
      await assertFails(updateDoc(ref, { cancel_date: '2026-02-30T12:00:00.000Z' }));
      await assertFails(updateDoc(ref, { total_pledged_amt: 99999 }));
    });
  });
});

describe.each(collections)(
  '$collection, to visitors and accounts without a role',
  ({ collection: name, added }) => {
    it('is closed: nothing read, nothing written', async () => {
      await bed.seed(`${name}/r1`, added());
      for (const context of [bed.visitor(), bed.member()]) {
        await assertFails(getDoc(doc(context, `${name}/r1`)));
        await assertFails(setDoc(doc(context, `${name}/r2`), added()));
        await assertFails(updateDoc(doc(context, `${name}/r1`), { notes: 'x' }));
      }
    });
  },
);

describe('record_events (each record history)', () => {
  describe.each(signedIn)('as %s', (_label, as, uid) => {
    it('reads an entry', async () => {
      await bed.seed(`${RECORD_EVENTS_COLLECTION}/e1`, forgedEntry('d1'));
      await assertSucceeds(getDoc(doc(as(), `${RECORD_EVENTS_COLLECTION}/e1`)));
    });

    it('writes no entry: no forged date or name, no edit that skips its entry, no pre-made payment id', async () => {
      await bed.seed('donations/d1', collections[0].added());
      await assertFails(setDoc(doc(as(), `${RECORD_EVENTS_COLLECTION}/forged`), forgedEntry('d1', uid)));
      const paymentId = paymentEventId('donations', 'd1', 'check_1042');
      await assertFails(
        setDoc(doc(as(), `${RECORD_EVENTS_COLLECTION}/${paymentId}`), forgedEntry('d1', uid)),
      );
      const db = as();
      const batch = writeBatch(db);
      batch.update(doc(db, 'donations/d1'), { notes: 'Changed with an entry of my own' });
      batch.set(doc(db, `${RECORD_EVENTS_COLLECTION}/mine`), forgedEntry('d1', uid));
      await assertFails(batch.commit());
    });

    it('changes or deletes no entry', async () => {
      await bed.seed(`${RECORD_EVENTS_COLLECTION}/e1`, forgedEntry('d1'));
      await assertFails(updateDoc(doc(as(), `${RECORD_EVENTS_COLLECTION}/e1`), { summary: 'Rewritten' }));
      await assertFails(deleteDoc(doc(as(), `${RECORD_EVENTS_COLLECTION}/e1`)));
    });
  });

  it('is closed to visitors and to accounts without a role', async () => {
    await bed.seed(`${RECORD_EVENTS_COLLECTION}/e1`, forgedEntry('d1'));
    for (const context of [bed.visitor(), bed.member()]) {
      await assertFails(getDoc(doc(context, `${RECORD_EVENTS_COLLECTION}/e1`)));
      await assertFails(setDoc(doc(context, `${RECORD_EVENTS_COLLECTION}/e2`), forgedEntry('d1')));
    }
  });
});
