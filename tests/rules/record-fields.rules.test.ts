import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { addedDonation, addedPartner, rulesBed } from './rules-bed';

const bed = rulesBed();

type Case = [field: string, allowed: unknown, denied: unknown];

const ISO = '2026-03-08T18:30:00.000Z';

/** Fields both kinds share: an accepted and a refused value each (spec section 3, domain/src/schemas). */
const commonCases: Case[] = [
  ['total_pledged_amt', null, -5],
  ['net_payment', 12.5, -0.01],
  ['stripe_customer_id', 'cus_123', 123],
  ['stripe_session_id', null, true],
  ['payment_intent_id', 'pi_123', ['pi']],
  ['payment_reference', 'Check #1', 7],
  ['payment_completed_at', ISO, '2026-03-08'],
  ['cancel_date', null, 'yesterday'],
  ['created_at', ISO, null],
  ['updated_at', '2026-03-08T10:30:00-08:00', 1772994600000],
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
  ['donation_type', 'monthly', 'weekly'],
  ['company_matching', false, 'yes'],
  ['form_submitted_at', null, 'now'],
  ['children_data', [], 'Ana'],
  ['grade_teacher_data', [{ grade: '6th Grade', teacher: '6th Grade' }], { grade: '6th Grade' }],
  ...commonCases,
];

const partnerCases: Case[] = [
  ['company_name', 'Bay Hardware', 12],
  ['contact_name', 'Admin Entry', null],
  ['contact_phone', 'N/A', 5551234567],
  ['email', 'admin-entry@hope.example.org', null],
  ['partnership_level', 'platinum', 'diamond'],
  ['partnership_amount', 0, -500],
  ['donation_type', 'monthly', 'check'],
  ['pay_by_check', true, null],
  ['stripe_product_id', null, 1],
  ['banner', 'Proud supporter', false],
  ['website', 'https://example.com', 3],
  ['children_data', null, 'Ana'],
  ['grade_teacher_data', null, 'K'],
  ['form_submitted_at', ISO, 'soon'],
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

  it.each(cases.filter(([field]) => field !== 'created_at'))(
    '%s: an admin may change it to %j, not to %j',
    async (field, allowed, denied) => {
      await bed.seed(`${name}/seeded`, added());
      const ref = doc(bed.admin(), `${name}/seeded`);
      await assertSucceeds(updateDoc(ref, { [field]: allowed }));
      await assertFails(updateDoc(ref, { [field]: denied }));
    },
  );
});
