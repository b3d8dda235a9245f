import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  defaultSettings,
  donationEditForm,
  donationEditUpdate,
  donationStudentUpdate,
  partnerEditForm,
  partnerEditUpdate,
  partnerStudentUpdate,
  type DonationRecord,
  type PartnerRecord,
} from '@hope/domain';
import { addDoc, collection, doc, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { demoRecords } from '../../scripts/src/seed/demo-data';
import { NOW, addedDonation, addedPartner, rulesBed } from './rules-bed';

const bed = rulesBed();
const demo = demoRecords(NOW);
const SERVER_ONLY = [
  'stripe_charges',
  'payments_made',
  'months',
  'pledge_amt',
  'stripe_subscription_id',
  'checkout_status',
  'payment_failed_at',
  'subscription_ended_at',
  'amount_refunded',
  'fee_covered',
  'checks',
  'cancel_requested',
  // Delivered after the sale: a record is never created with its benefits ticked.
  'benefits_delivered',
];

const withoutServerFields = (record: object) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !SERVER_ONLY.includes(key)));

describe('what the back office writes passes the rules', () => {
  it('the add forms: defaults with every optional field left blank', async () => {
    await assertSucceeds(
      addDoc(
        collection(bed.admin(), 'donations'),
        addedDonation({
          email: '',
          notes: '',
          donation_amount: '',
          donation_type: '',
          payment_completed_at: '',
          yearbook: '',
          net_payment: '',
          magnet_given: '',
          tshirt_given: '',
          children_data: [],
          grade_teacher_data: [],
        }),
      ),
    );
    await assertSucceeds(
      addDoc(
        collection(bed.admin(), 'community_partners'),
        addedPartner({
          contact_name: '',
          contact_phone: '',
          email: '',
          partnership_amount: '',
          banner: '',
          website: '',
          yearbook: '',
          payment_completed_at: '',
        }),
      ),
    );
  });

  it('the details edit of every demo donation, then its student update; a negative amount is refused', async () => {
    for (const [index, record] of demo.donations.entries()) {
      await bed.seed(`donations/d${index}`, record);
      const saved = { ...record, id: `d${index}` } as DonationRecord;
      const form = { ...donationEditForm(saved), notes: 'Edited in the office', yearbook: '4' };
      const outcome = donationEditUpdate(saved, form, NOW);
      expect(outcome.ok).toBe(true);
      const ref = doc(bed.admin(), `donations/d${index}`);
      if (outcome.ok) await assertSucceeds(updateDoc(ref, outcome.update as DocumentData));
      const students = donationStudentUpdate({ children_data: [], grade_teacher_data: [] });
      await assertSucceeds(updateDoc(ref, students as DocumentData));
    }
    await assertFails(updateDoc(doc(bed.admin(), 'donations/d0'), { donation_amount: -1 }));
  });

  it('the details edit of every demo partner, then its student update; an unknown level is refused', async () => {
    for (const [index, record] of demo.partners.entries()) {
      await bed.seed(`community_partners/p${index}`, record);
      const saved = { ...record, id: `p${index}` } as PartnerRecord;
      const form = { ...partnerEditForm(saved), payment_reference: 'Check #77', website: '' };
      const outcome = partnerEditUpdate(saved, form, NOW, defaultSettings);
      expect(outcome.ok).toBe(true);
      const ref = doc(bed.admin(), `community_partners/p${index}`);
      if (outcome.ok) await assertSucceeds(updateDoc(ref, outcome.update as DocumentData));
      const students = partnerStudentUpdate({
        children_data: [{ name: 'Ana', tShirtSize: '' }],
        grade_teacher_data: [{ grade: 'TK - Ms. Rivera', teacher: 'TK - Ms. Rivera' }],
      });
      await assertSucceeds(updateDoc(ref, students as DocumentData));
    }
    await assertFails(updateDoc(doc(bed.admin(), 'community_partners/p0'), { partnership_level: 'diamond' }));
  });

  it('the demo data, written by an admin now, is valid once the server-only fields are left out', async () => {
    // The demo records are dated over the last 60 days; a client may only date a record now.
    const now = new Date().toISOString();
    const writtenNow = (record: object) => ({
      ...withoutServerFields(record),
      created_at: now,
      updated_at: now,
      ...('form_submitted_at' in record && record.form_submitted_at ? { form_submitted_at: now } : {}),
    });
    for (const record of demo.donations) {
      await assertSucceeds(addDoc(collection(bed.admin(), 'donations'), writtenNow(record)));
    }
    for (const record of demo.partners) {
      await assertSucceeds(addDoc(collection(bed.admin(), 'community_partners'), writtenNow(record)));
    }
    const oldest = [...demo.donations].sort((a, b) => (a.created_at < b.created_at ? -1 : 1))[0]!;
    await assertFails(addDoc(collection(bed.admin(), 'donations'), withoutServerFields(oldest)));
    const monthly = demo.donations.find((record) => record.months !== null)!;
    await assertFails(addDoc(collection(bed.admin(), 'donations'), monthly));
  });
});
