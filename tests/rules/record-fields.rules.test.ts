import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { addedDonation, addedPartner, rulesBed } from './rules-bed';

const bed = rulesBed();

type Case = [field: string, allowed: unknown, denied: unknown];

const ISO = '2026-03-08T18:30:00.000Z';
/** Record times must be the server's: now (as `toISOString()` writes it), not an hour off either way. */
const NOW_ISO = new Date().toISOString();
const HOUR_AGO = new Date(Date.now() - 60 * 60_000).toISOString();
const IN_AN_HOUR = new Date(Date.now() + 60 * 60_000).toISOString();

const child = (name = 'Ana', tShirtSize = 'Youth M') => ({ name, tShirtSize });
const gradeTeacher = (label = 'K - Ms. Chen') => ({ grade: label, teacher: label });
const students = (count: number, name = 'Ana', label = 'K - Ms. Chen') => ({
  children_data: Array.from({ length: count }, () => child(name)),
  grade_teacher_data: Array.from({ length: count }, () => gradeTeacher(label)),
});
/** The longest student entries the forms write. */
const longest = (count: number) => ({
  children_data: Array.from({ length: count }, () => child('x'.repeat(120), 'x'.repeat(20))),
  grade_teacher_data: Array.from({ length: count }, () => gradeTeacher('x'.repeat(80))),
});

type StudentCase = [check: string, allowed: object, denied: object];

/** Student lists: one entry of each list per student, at most 8, each exactly the form's two short texts. */
const studentCases: StudentCase[] = [
  ['at most 8 students', longest(8), students(9)],
  ['lists of the same length', students(2), { ...students(2), grade_teacher_data: [gradeTeacher()] }],
  ['a name of 120 characters at most', students(1, 'x'.repeat(120)), students(1, 'x'.repeat(121))],
  [
    'a class of 80 characters at most',
    students(1, 'Ana', 'x'.repeat(80)),
    students(1, 'Ana', 'x'.repeat(81)),
  ],
  [
    'a t-shirt size of 20 characters at most',
    students(1),
    { ...students(1), children_data: [child('Ana', 'x'.repeat(21))] },
  ],
  ['a name and a size in each child', students(1), { ...students(1), children_data: [{ name: 'Ana' }] }],
  ['nothing else in a child', students(1), { ...students(1), children_data: [{ ...child(), grade: 'K' }] }],
  [
    'a grade and a teacher in each class entry',
    students(1),
    { ...students(1), grade_teacher_data: [{ grade: 'K' }] },
  ],
  [
    'nothing else in a class entry',
    students(1),
    { ...students(1), grade_teacher_data: [{ ...gradeTeacher(), x: 1 }] },
  ],
  ['entries that are maps', students(3), { ...students(3), children_data: [child(), child(), 'Ana'] }],
  ['texts in the entries', students(1), { ...students(1), children_data: [child(7 as never)] }],
];

/** Fields both kinds share: an accepted and a refused value each (spec section 3, domain/src/schemas). */
const commonCases: Case[] = [
  ['total_pledged_amt', null, -5],
  ['total_pledged_amt', 100000, 100000.01],
  ['total_pledged_amt', 3000, Infinity],
  ['net_payment', 12.5, -0.01],
  ['net_payment', 0, NaN],
  ['net_payment', 99999.99, 1e12],
  ['stripe_customer_id', 'cus_123', 123],
  ['stripe_session_id', null, true],
  ['payment_intent_id', 'pi_123', ['pi']],
  ['payment_reference', 'Check #1', 7],
  ['payment_completed_at', ISO, '2026-03-08'],
  ['cancel_date', null, 'yesterday'],
  ['yearbook', 3, 0],
  ['yearbook', null, 2.5],
  ['magnet_given', null, 'true'],
  ['tshirt_given', false, 1],
  ['notes', 'Met at the fair', 'x'.repeat(2001)],
];

const donationCases: Case[] = [
  ['parent_name', 'Maria Garcia', null],
  ['email', null, 42],
  ['donation_amount', 0, -1],
  ['donation_amount', 83.33, '83.33'],
  ['donation_amount', 100000, Infinity],
  ['donation_amount', 100000, 1e12],
  ['donation_amount', 0.01, NaN],
  ['donation_type', 'monthly', 'weekly'],
  ['company_matching', false, 'yes'],
  ...commonCases,
];

const partnerCases: Case[] = [
  ['company_name', 'Bay Hardware', 12],
  ['contact_name', 'Admin Entry', null],
  ['contact_phone', 'N/A', 5551234567],
  ['email', 'admin-entry@hope.example.org', null],
  ['partnership_level', 'platinum', 'diamond'],
  ['partnership_amount', 0, -500],
  ['partnership_amount', 100000, 1e12],
  ['partnership_amount', 3000, Infinity],
  ['donation_type', 'monthly', 'check'],
  ['pay_by_check', true, null],
  ['stripe_product_id', null, 1],
  ['banner', 'Proud supporter', false],
  ['website', 'https://example.com', 3],
  ['website', 'HTTP://Example.com/about', 'javascript:alert(1)'],
  ['website', null, 'ftp://example.com'],
  ['website', 'http://bayhardware.example.com', 'bayhardware.example.com'],
  ['website', 'https://example.com/', 'https://'],
  ['children_data', null, 'Ana'],
  ['grade_teacher_data', null, 'K'],
  ...commonCases,
];

describe.each([
  { collection: 'donations', cases: donationCases, added: () => addedDonation() },
  { collection: 'community_partners', cases: partnerCases, added: () => addedPartner() },
])('$collection field types', ({ collection: name, cases, added }) => {
  it.each(cases)('%s: an admin may create it as %j, not as %j', async (field, allowed, denied) => {
    await assertSucceeds(addDoc(collection(bed.admin(), name), { ...added(), [field]: allowed }));
    await assertFails(addDoc(collection(bed.admin(), name), { ...added(), [field]: denied }));
  });

  it.each(cases)('%s: an admin may change it to %j, not to %j', async (field, allowed, denied) => {
    await bed.seed(`${name}/seeded`, added());
    const ref = doc(bed.admin(), `${name}/seeded`);
    await assertSucceeds(updateDoc(ref, { [field]: allowed }));
    await assertFails(updateDoc(ref, { [field]: denied }));
  });
});

describe.each([
  { collection: 'donations', added: () => addedDonation() },
  { collection: 'community_partners', added: () => addedPartner() },
])('$collection students', ({ collection: name, added }) => {
  it.each(studentCases)('an admin may create a record with %s', async (_check, allowed, denied) => {
    await assertSucceeds(addDoc(collection(bed.admin(), name), { ...added(), ...allowed }));
    await assertFails(addDoc(collection(bed.admin(), name), { ...added(), ...denied }));
  });

  it('a donation holds two lists (none is refused); a partner may hold none', async () => {
    const none = { children_data: null, grade_teacher_data: null };
    const write = addDoc(collection(bed.admin(), name), { ...added(), ...none });
    await (name === 'donations' ? assertFails(write) : assertSucceeds(write));
    await assertFails(addDoc(collection(bed.admin(), name), { ...added(), ...none, children_data: [] }));
  });

  it.each(studentCases)(
    'an admin may save the students of a record with %s',
    async (_check, allowed, denied) => {
      await bed.seed(`${name}/seeded`, added());
      const ref = doc(bed.admin(), `${name}/seeded`);
      await assertSucceeds(updateDoc(ref, { ...allowed }));
      await assertFails(updateDoc(ref, { ...denied }));
    },
  );
});

/** A record's times as a write in the back office sets them: created, saved and (form) submitted now. */
const times = (at: string, overrides: Record<string, unknown> = {}) => ({
  created_at: at,
  updated_at: at,
  form_submitted_at: at,
  ...overrides,
});

describe.each([
  { collection: 'donations', added: () => addedDonation() },
  { collection: 'community_partners', added: () => addedPartner() },
])("$collection times are the server clock's", ({ collection: name, added }) => {
  it.each([
    ['created an hour ago', times(HOUR_AGO)],
    ['created in an hour', times(IN_AN_HOUR)],
    ['created at no time', times(NOW_ISO, { created_at: null })],
    ['created at a time with an offset', times(NOW_ISO.replace('Z', '+00:00'))],
    ['saved at another time than created', times(NOW_ISO, { updated_at: HOUR_AGO })],
    ['submitted at another time than created', times(NOW_ISO, { form_submitted_at: HOUR_AGO })],
  ])('a create is refused when %s, allowed when created now', async (_case, denied) => {
    await assertSucceeds(addDoc(collection(bed.admin(), name), { ...added(), ...times(NOW_ISO) }));
    await assertSucceeds(
      addDoc(collection(bed.admin(), name), { ...added(), ...times(NOW_ISO, { form_submitted_at: null }) }),
    );
    await assertFails(addDoc(collection(bed.admin(), name), { ...added(), ...denied }));
  });

  it.each([
    ['saved an hour ago', { updated_at: HOUR_AGO }],
    ['saved in an hour', { updated_at: IN_AN_HOUR }],
    ['saved at a number', { updated_at: 1772994600000 }],
    ['resubmitted', { form_submitted_at: NOW_ISO }],
    ['recreated', { created_at: NOW_ISO }],
  ])('an update is refused when %s, allowed when saved now', async (_case, denied) => {
    await bed.seed(`${name}/seeded`, { ...added(), ...times(HOUR_AGO) });
    const ref = doc(bed.admin(), `${name}/seeded`);
    await assertSucceeds(updateDoc(ref, { notes: 'Saved now', updated_at: new Date().toISOString() }));
    await assertFails(updateDoc(ref, { notes: 'Saved again', ...denied }));
  });
});
