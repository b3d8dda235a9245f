import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { mailStatusOf, type MailDocument } from '@hope/domain/receipts';
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

const MAIL = 'mail/receipt_donations_d1_ch_1';
const message = {
  to: 'ann@example.com',
  message: { subject: 'Your receipt', text: 'Thank you', html: '<p>Thank you</p>' },
  kind: 'receipt',
  record: { collection: 'donations', id: 'd1' },
  event_id: 'payment_donations_d1_ch_1',
  statement: null,
  summary: 'Receipt for $100.00 received 2026-11-03',
  created_at: '2026-11-03T18:00:00.000Z',
  delivery: { state: 'SUCCESS', attempts: 1 },
};

describe('mail (receipts, invoices, statements)', () => {
  it('lets owners and admins read a message and list a record’s, and nobody else', async () => {
    await bed.seed(MAIL, message);
    await assertSucceeds(getDoc(doc(bed.admin(), MAIL)));
    await assertSucceeds(getDoc(doc(bed.as('owner'), MAIL)));
    await assertSucceeds(getDocs(query(collection(bed.as('admin'), 'mail'), where('record.id', '==', 'd1'))));
    await assertFails(getDoc(doc(bed.member(), MAIL)));
    await assertFails(getDoc(doc(bed.visitor(), MAIL)));
    await assertFails(getDocs(collection(bed.member(), 'mail')));
  });

  it('keeps a message’s body and its manage link from a viewer', async () => {
    await bed.seed(MAIL, message);
    await assertFails(getDoc(doc(bed.as('viewer'), MAIL)));
    await assertFails(getDocs(query(collection(bed.as('viewer'), 'mail'), where('record.id', '==', 'd1'))));
    await assertFails(
      getDocs(query(collection(bed.as('viewer'), 'mail'), where('delivery.state', '==', 'ERROR'))),
    );
  });

  it('lets no client write a message: not even an admin may send, change or retry one', async () => {
    await bed.seed(MAIL, message);
    await assertFails(setDoc(doc(bed.admin(), 'mail/new'), message));
    await assertFails(updateDoc(doc(bed.admin(), MAIL), { 'delivery.state': 'RETRY' }));
    await assertFails(updateDoc(doc(bed.admin(), MAIL), { to: 'someone-else@example.com' }));
    await assertFails(deleteDoc(doc(bed.admin(), MAIL)));
    await assertFails(setDoc(doc(bed.member(), 'mail/new'), message));
    await assertFails(setDoc(doc(bed.visitor(), 'mail/new'), message));
  });
});

describe('mail_status (what every member may know of a message)', () => {
  const STATUS = 'mail_status/receipt_donations_d1_ch_1';
  const status = mailStatusOf(message as MailDocument);

  it('lets every role read and list statuses, and no one else', async () => {
    await bed.seed(STATUS, status);
    for (const role of ['owner', 'admin', 'viewer'] as const) {
      await assertSucceeds(getDoc(doc(bed.as(role), STATUS)));
      await assertSucceeds(
        getDocs(query(collection(bed.as(role), 'mail_status'), where('record.id', '==', 'd1'))),
      );
    }
    await assertSucceeds(
      getDocs(query(collection(bed.as('viewer'), 'mail_status'), where('delivery.state', '==', 'ERROR'))),
    );
    await assertFails(getDoc(doc(bed.member(), STATUS)));
    await assertFails(getDoc(doc(bed.visitor(), STATUS)));
  });

  it('lets no client write a status, whatever their role', async () => {
    await bed.seed(STATUS, status);
    for (const role of ['owner', 'admin', 'viewer'] as const) {
      await assertFails(setDoc(doc(bed.as(role), 'mail_status/new'), status));
      await assertFails(updateDoc(doc(bed.as(role), STATUS), { 'delivery.state': 'SUCCESS' }));
      await assertFails(deleteDoc(doc(bed.as(role), STATUS)));
    }
    await assertFails(setDoc(doc(bed.visitor(), 'mail_status/new'), status));
  });
});

describe('manage_link_revocations (server-only)', () => {
  const REVOKED = 'manage_link_revocations/donations_d1';

  it('lets no client read or write a revocation, not even an owner', async () => {
    await bed.seed(REVOKED, { revoked_at: '2026-11-03T18:00:00.000Z' });
    for (const role of ['owner', 'admin', 'viewer'] as const) {
      await assertFails(getDoc(doc(bed.as(role), REVOKED)));
      await assertFails(
        setDoc(doc(bed.as(role), 'manage_link_revocations/donations_d2'), { revoked_at: 'x' }),
      );
      await assertFails(deleteDoc(doc(bed.as(role), REVOKED)));
    }
  });
});

describe('statement_claims (server-only)', () => {
  const CLAIM = 'statement_claims/statement_2025_ann@example.com';

  it("lets no client read or write a year-end run's claim, not even an owner; the functions write it", async () => {
    // The functions write it with the Admin SDK, which the rules do not stop.
    await assertSucceeds(
      bed.seed(CLAIM, { at: '2026-01-05T18:00:00.000Z', lease_until: '2026-01-05T18:01:30.000Z' }),
    );
    await assertFails(getDoc(doc(bed.admin(), CLAIM)));
    for (const role of ['owner', 'admin', 'viewer'] as const) {
      await assertFails(getDoc(doc(bed.as(role), CLAIM)));
      await assertFails(setDoc(doc(bed.as(role), `${CLAIM}x`), { at: 'x', lease_until: 'x' }));
      await assertFails(deleteDoc(doc(bed.as(role), CLAIM)));
    }
    // Nor a visitor who is signed in to nothing.
    await assertFails(getDoc(doc(bed.visitor(), CLAIM)));
    await assertFails(setDoc(doc(bed.visitor(), `${CLAIM}x`), { at: 'x', lease_until: 'x' }));
  });
});
