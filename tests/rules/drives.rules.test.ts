import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesBed } from './rules-bed';

const bed = rulesBed();

const DOCS = {
  drive: ['drives/fun-run-2027', { name: 'Fun Run 2027', open: true }],
  counts: ['drive_counts/fun-run-2027', { counts: { abc2345: 27 } }],
  pledge: ['pledges/p1', { rate: 2, email: 'ana@example.com', status: 'saved' }],
} as const;

describe('pledge drives, their counts and pledges', () => {
  it('lets every member read them, viewers included, and no visitor or roleless account', async () => {
    for (const [path, data] of Object.values(DOCS)) {
      await bed.seed(path, data);
      for (const role of ['owner', 'admin', 'viewer'] as const)
        await assertSucceeds(getDoc(doc(bed.as(role), path)));
      await assertFails(getDoc(doc(bed.member(), path)));
      await assertFails(getDoc(doc(bed.visitor(), path)));
    }
  });

  it('lets no browser write them: the functions set drives, counts and pledges', async () => {
    for (const [path, data] of Object.values(DOCS)) {
      await bed.seed(path, data);
      for (const client of [bed.as('owner'), bed.as('admin'), bed.as('viewer'), bed.visitor()]) {
        await assertFails(setDoc(doc(client, path), data));
        await assertFails(updateDoc(doc(client, path), { changed: true }));
        await assertFails(deleteDoc(doc(client, path)));
      }
    }
  });
});
