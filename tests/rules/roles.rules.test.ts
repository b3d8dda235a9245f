import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { MAIL_COLLECTION, MAIL_STATUS_COLLECTION } from '@hope/domain/receipts';
import { RECORD_EVENTS_COLLECTION } from '@hope/domain/records';
import { defaultSettings, SETTINGS_PATH } from '@hope/domain/settings';
import { TEAM_COLLECTION, TEAM_INVITES_COLLECTION, TEAM_MAIL_COLLECTION } from '@hope/domain/team';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { addedDonation, addedPartner, memberUid, rulesBed, teamDocument } from './rules-bed';

const bed = rulesBed();
const SAVED_AT = new Date().toISOString();

/** An office edit's history entry in the name of the member `uid`. */
const entryBy = (uid: string) => ({
  kind: 'edited',
  collection: 'donations',
  record_id: 'd1',
  at: SAVED_AT,
  actor: { type: 'member', uid, email: null },
  summary: 'Edited in the back office',
  changes: { notes: { before: null, after: 'Called' } },
  payment: null,
  source: null,
});

async function seedAll() {
  await bed.seed('donations/d1', addedDonation());
  await bed.seed('community_partners/p1', addedPartner());
  await bed.seed(`${RECORD_EVENTS_COLLECTION}/e1`, entryBy('someone'));
  await bed.seed(SETTINGS_PATH, defaultSettings);
  await bed.seed(`${MAIL_COLLECTION}/m1`, { to: 'parent@example.org', kind: 'receipt' });
  await bed.seed(`${MAIL_STATUS_COLLECTION}/m1`, { to: 'parent@example.org', kind: 'receipt' });
  await bed.seed(`${TEAM_MAIL_COLLECTION}/i1`, { to: 'new@example.org', kind: 'invite' });
}

const settingsSave = { ...defaultSettings, revision: 1, updated_at: SAVED_AT };

describe('a viewer', () => {
  it("reads the records, their history, the settings and the receipts' delivery, never a receipt's text", async () => {
    await seedAll();
    const db = bed.as('viewer');
    await assertSucceeds(getDocs(collection(db, 'donations')));
    await assertSucceeds(getDocs(collection(db, 'community_partners')));
    await assertSucceeds(getDoc(doc(db, `${RECORD_EVENTS_COLLECTION}/e1`)));
    await assertSucceeds(getDoc(doc(db, SETTINGS_PATH)));
    await assertSucceeds(getDoc(doc(db, `${MAIL_STATUS_COLLECTION}/m1`)));
    await assertFails(getDoc(doc(db, `${MAIL_COLLECTION}/m1`)));
  });

  it('adds, edits and writes nothing: records, history entries (even in their own name), settings', async () => {
    await seedAll();
    const db = bed.as('viewer');
    await assertFails(addDoc(collection(db, 'donations'), addedDonation()));
    await assertFails(addDoc(collection(db, 'community_partners'), addedPartner()));
    await assertFails(updateDoc(doc(db, 'donations/d1'), { notes: 'Changed', updated_at: SAVED_AT }));
    await assertFails(
      updateDoc(doc(db, 'community_partners/p1'), { notes: 'Changed', updated_at: SAVED_AT }),
    );
    await assertFails(setDoc(doc(db, `${RECORD_EVENTS_COLLECTION}/mine`), entryBy(memberUid('viewer'))));
    await assertFails(updateDoc(doc(db, `${RECORD_EVENTS_COLLECTION}/e1`), { summary: 'Rewritten' }));
    await assertFails(deleteDoc(doc(db, `${RECORD_EVENTS_COLLECTION}/e1`)));
    await assertFails(setDoc(doc(db, SETTINGS_PATH), settingsSave));
  });
});

describe('an admin', () => {
  it('reads records and history, and changes them only through the functions, never from the browser', async () => {
    await seedAll();
    const db = bed.as('admin');
    await assertSucceeds(getDocs(collection(db, 'donations')));
    await assertSucceeds(getDoc(doc(db, `${RECORD_EVENTS_COLLECTION}/e1`)));
    await assertFails(addDoc(collection(db, 'donations'), addedDonation()));
    await assertFails(updateDoc(doc(db, 'donations/d1'), { notes: 'Changed', updated_at: SAVED_AT }));
    await assertFails(setDoc(doc(db, `${RECORD_EVENTS_COLLECTION}/mine`), entryBy(memberUid('admin'))));
  });

  it('reads the settings but does not change them, and cannot change or delete a history entry', async () => {
    await seedAll();
    const db = bed.as('admin');
    await assertSucceeds(getDoc(doc(db, SETTINGS_PATH)));
    await assertFails(setDoc(doc(db, SETTINGS_PATH), settingsSave));
    await assertFails(updateDoc(doc(db, `${RECORD_EVENTS_COLLECTION}/e1`), { summary: 'Rewritten' }));
    await assertFails(deleteDoc(doc(db, `${RECORD_EVENTS_COLLECTION}/e1`)));
  });
});

describe('an owner', () => {
  it('saves the settings and changes records only through the functions, never from the browser', async () => {
    await seedAll();
    const db = bed.as('owner');
    await assertSucceeds(getDoc(doc(db, `${MAIL_COLLECTION}/m1`)));
    await assertFails(setDoc(doc(db, SETTINGS_PATH), settingsSave));
    await assertFails(updateDoc(doc(db, 'donations/d1'), { notes: 'Changed', updated_at: SAVED_AT }));
  });

  it('is what an account from before roles and team documents (admin: true, no team document) is', async () => {
    await seedAll();
    await assertSucceeds(getDoc(doc(bed.admin(), `${MAIL_COLLECTION}/m1`)));
    await assertFails(setDoc(doc(bed.admin(), SETTINGS_PATH), settingsSave));
  });
});

describe('the role in the team document, not the one in the token', () => {
  it("refuses at once an editor's reads to a member demoted to viewer whose token still says owner", async () => {
    await seedAll();
    await bed.seed(`${TEAM_COLLECTION}/demoted`, teamDocument('viewer'));
    const demotedAdmin = bed.as('admin', 'demoted');
    const demotedOwner = bed.as('owner', 'demoted');
    await assertSucceeds(getDocs(collection(demotedAdmin, 'donations')));
    await assertFails(getDoc(doc(demotedAdmin, `${MAIL_COLLECTION}/m1`)));
    await assertFails(getDoc(doc(demotedOwner, `${MAIL_COLLECTION}/m1`)));
  });

  it("gives a member promoted to owner an editor's reads at once, before their token says so", async () => {
    await seedAll();
    await bed.seed(`${TEAM_COLLECTION}/promoted`, teamDocument('owner'));
    await assertSucceeds(getDoc(doc(bed.as('viewer', 'promoted'), `${MAIL_COLLECTION}/m1`)));
  });

  it('lets a removed member whose token still says owner read nothing but their own team document', async () => {
    await seedAll();
    await bed.seed(`${TEAM_COLLECTION}/removed`, teamDocument(null));
    const removed = bed.as('owner', 'removed');
    await assertFails(getDocs(collection(removed, 'donations')));
    await assertFails(getDoc(doc(removed, 'donations/d1')));
    await assertFails(getDocs(collection(removed, 'community_partners')));
    await assertFails(getDoc(doc(removed, `${RECORD_EVENTS_COLLECTION}/e1`)));
    await assertFails(getDoc(doc(removed, SETTINGS_PATH)));
    await assertFails(getDoc(doc(removed, `${MAIL_COLLECTION}/m1`)));
    await assertFails(getDoc(doc(removed, `${TEAM_COLLECTION}/${memberUid('owner')}`)));
    await assertFails(setDoc(doc(removed, SETTINGS_PATH), settingsSave));
    // Their open tab learns of the removal from it, and signs out.
    await assertSucceeds(getDoc(doc(removed, `${TEAM_COLLECTION}/removed`)));
  });
});

describe('roles nobody can take from a browser', () => {
  it('refuses an unknown role and a signed-in account without a role', async () => {
    await seedAll();
    await assertFails(getDocs(collection(bed.as('superuser' as never), 'donations')));
    await assertFails(getDocs(collection(bed.member(), 'donations')));
    await assertFails(getDoc(doc(bed.visitor(), SETTINGS_PATH)));
  });
});

describe('team documents and invitations', () => {
  it("lets a member read their own team document, not another's, and nobody write one", async () => {
    await seedAll();
    const viewerDocument = `${TEAM_COLLECTION}/${memberUid('viewer')}`;
    const adminDocument = `${TEAM_COLLECTION}/${memberUid('admin')}`;
    await assertSucceeds(getDoc(doc(bed.as('viewer'), viewerDocument)));
    await assertFails(getDoc(doc(bed.as('viewer'), adminDocument)));
    await assertFails(setDoc(doc(bed.as('viewer'), viewerDocument), { role: 'owner' }));
    await assertFails(setDoc(doc(bed.as('owner'), viewerDocument), { role: 'admin' }));
    await assertFails(deleteDoc(doc(bed.as('owner'), adminDocument)));
  });

  it('keeps invitations (their set-your-password links and codes) from every browser, owners included', async () => {
    await seedAll();
    for (const role of ['owner', 'admin', 'viewer'] as const) {
      await assertFails(getDoc(doc(bed.as(role), `${TEAM_MAIL_COLLECTION}/i1`)));
    }
    await assertFails(setDoc(doc(bed.as('owner'), `${TEAM_MAIL_COLLECTION}/i2`), { to: 'x@example.org' }));
    await bed.seed(`${TEAM_INVITES_COLLECTION}/hash`, {
      uid: memberUid('viewer'),
      expires_at: Date.now() + 60_000,
    });
    await assertFails(getDoc(doc(bed.as('owner'), `${TEAM_INVITES_COLLECTION}/hash`)));
    await assertFails(getDocs(collection(bed.as('owner'), TEAM_INVITES_COLLECTION)));
  });
});
