import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesBed } from './rules-bed';

const bed = rulesBed();

const PAGE = 'student_pages/mayar23';
const page = {
  code: 'mayar23',
  first_name: 'Maya',
  last_initial: 'R',
  grade_teacher: 'K - Ms. Chen',
  goal: null,
  message: 'Help my class!',
  parent_name: 'Rosa Rodriguez',
  parent_email: 'rosa@example.com',
  status: 'active',
  hidden_reason: null,
  campaign_id: '2026-27',
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  edit_key_hash: 'a'.repeat(64),
};
const MAIL = 'page_mail/page_created_mayar23';
const mail = {
  to: 'rosa@example.com',
  message: { subject: 'Ready', text: 'key', html: 'key' },
  kind: 'page',
};

describe('student pages (made and changed by the functions)', () => {
  it('lets every member read them, viewers included, and no visitor or roleless account', async () => {
    await bed.seed(PAGE, page);
    await assertSucceeds(getDoc(doc(bed.as('owner'), PAGE)));
    await assertSucceeds(getDocs(collection(bed.as('admin'), 'student_pages')));
    await assertSucceeds(getDoc(doc(bed.as('viewer'), PAGE)));
    await assertFails(getDoc(doc(bed.member(), PAGE)));
    await assertFails(getDocs(collection(bed.visitor(), 'student_pages')));
  });

  it('lets no browser write one: not an owner, an admin, a viewer or a visitor', async () => {
    await bed.seed(PAGE, page);
    await assertFails(setDoc(doc(bed.as('owner'), 'student_pages/abcdefg'), { ...page, code: 'abcdefg' }));
    await assertFails(updateDoc(doc(bed.as('admin'), PAGE), { status: 'hidden' }));
    await assertFails(updateDoc(doc(bed.as('viewer'), PAGE), { message: 'x' }));
    await assertFails(deleteDoc(doc(bed.as('owner'), PAGE)));
    await assertFails(setDoc(doc(bed.visitor(), 'student_pages/abcdefg'), page));
  });
});

describe("a page's parent's mails (the manage link's key is in one)", () => {
  it('are read by no browser, not even an owner', async () => {
    await bed.seed(MAIL, mail);
    await assertFails(getDoc(doc(bed.as('owner'), MAIL)));
    await assertFails(getDocs(collection(bed.as('admin'), 'page_mail')));
    await assertFails(getDoc(doc(bed.visitor(), MAIL)));
  });

  it('are written by no browser', async () => {
    await assertFails(setDoc(doc(bed.as('owner'), MAIL), mail));
    await assertFails(setDoc(doc(bed.visitor(), 'page_mail/x'), mail));
  });
});
