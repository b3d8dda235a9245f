import { describe, expect, it } from 'vitest';
import {
  publicCheckPledgeRecord,
  publicDonationRecord,
  publicPartnerCheckoutRecord,
  type CheckPledgeRequest,
  type DonationCheckoutRequest,
} from '../src/public';
import { parseStoredRecord } from '../src/records';
import { type SponsorshipLevelSettings } from '../src/settings';

const now = new Date('2026-10-05T16:30:00.000Z');
const at = '2026-10-05T16:30:00.000Z';

const monthlyGift: DonationCheckoutRequest = {
  donation_type: 'monthly',
  amount: 100,
  months: 3,
  parent_name: 'Ana Garcia',
  email: 'ana@example.com',
  company_matching: true,
  children_data: [{ name: 'Mia Garcia', tShirtSize: 'YM' }],
  grade_teacher_data: [{ grade: '2nd - Ms. Park', teacher: '2nd - Ms. Park' }],
  cover_fee: true,
  payment_method: 'card',
  language: 'es',
};

const gold: SponsorshipLevelSettings = {
  id: 'gold',
  name: 'Gold Partner',
  price: 1200,
  productId: 'prod_gold',
  benefits: [{ text: 'Logo on the school banner', kind: 'acknowledgment', value: 0, quantity: 1 }],
};

const sponsorForm: CheckPledgeRequest = {
  company_name: 'Acme Bakery',
  contact_name: 'Bo Chen',
  contact_phone: '555.123.4567',
  email: 'bo@acme.example',
  level: 'gold',
  children_data: [],
  grade_teacher_data: [],
  language: 'en',
};

describe('the record a public donation creates', () => {
  it('keeps the form’s data, the charge per payment, and no pledge until the card is accepted', () => {
    const record = publicDonationRecord(
      monthlyGift,
      { perPayment: 33.33, pledge: 100, months: 3, feeCovered: true },
      now,
    );
    expect(record).toMatchObject({
      language: 'es',
      parent_name: 'Ana Garcia',
      email: 'ana@example.com',
      donation_amount: 33.33,
      donation_type: 'monthly',
      company_matching: true,
      children_data: [{ name: 'Mia Garcia', tShirtSize: 'YM' }],
      pledge_amt: 100,
      months: 3,
      fee_covered: true,
      total_pledged_amt: null,
      net_payment: null,
      checkout_status: 'pending',
      stripe_session_id: null,
      payment_completed_at: null,
      notes: null,
      form_submitted_at: at,
      created_at: at,
      updated_at: at,
    });
    // The back office reads it as written.
    expect(parseStoredRecord('donations', record)).toEqual(record);
  });

  it('names the page’s student and class through a student page, whatever rows the body carried', () => {
    const record = publicDonationRecord(
      monthlyGift,
      { perPayment: 33.33, pledge: 100, months: 3, feeCovered: true },
      now,
      { code: 'mayar23', studentName: 'Maya R.', gradeTeacher: 'K - Ms. Chen', shareWithFamily: true },
    );
    expect(record).toMatchObject({
      children_data: [{ name: 'Maya R.', tShirtSize: '' }],
      grade_teacher_data: [{ grade: 'K - Ms. Chen', teacher: 'K - Ms. Chen' }],
      student_page: 'mayar23',
      share_with_family: true,
    });
    expect(JSON.stringify(record)).not.toContain('Mia Garcia');
    expect(parseStoredRecord('donations', record)).toEqual(record);
  });
});

describe('the record a card sponsorship creates', () => {
  it('keeps the level as sold and the phone shaped as the office reads it', () => {
    const record = publicPartnerCheckoutRecord(
      sponsorForm,
      gold,
      { perPayment: 1200, pledge: 1200, months: null, feeCovered: false },
      now,
    );
    expect(record).toMatchObject({
      company_name: 'Acme Bakery',
      contact_phone: '(555) 123-4567',
      partnership_level: 'gold',
      level_name: 'Gold Partner',
      partnership_amount: 1200,
      stripe_product_id: 'prod_gold',
      level_benefits: gold.benefits,
      donation_type: 'one_time',
      pay_by_check: false,
      pledge_amt: 1200,
      total_pledged_amt: null,
      checkout_status: 'pending',
      // No students named: stored as none rather than as empty lists.
      children_data: null,
      grade_teacher_data: null,
      banner: null,
    });
    expect(parseStoredRecord('community_partners', record)).toEqual(record);
  });

  it('is monthly when paid in installments, and keeps a phone it cannot shape as typed', () => {
    const record = publicPartnerCheckoutRecord(
      {
        ...sponsorForm,
        contact_phone: 'call the front desk',
        children_data: [{ name: 'Leo', tShirtSize: 'AS' }],
      },
      gold,
      { perPayment: 400, pledge: 1200, months: 3, feeCovered: false },
      now,
    );
    expect(record).toMatchObject({
      donation_type: 'monthly',
      months: 3,
      contact_phone: 'call the front desk',
      children_data: [{ name: 'Leo', tShirtSize: 'AS' }],
    });
  });
});

describe('the record a check pledge creates', () => {
  it('is pledged at the level price at once, unpaid until the office records the check', () => {
    const record = publicCheckPledgeRecord(sponsorForm, gold, now);
    expect(record).toMatchObject({
      donation_type: 'one_time',
      pay_by_check: true,
      pledge_amt: 1200,
      total_pledged_amt: 1200,
      months: null,
      net_payment: null,
      payment_completed_at: null,
      created_at: at,
    });
    expect(record).not.toHaveProperty('checkout_status');
    expect(parseStoredRecord('community_partners', record)).toEqual(record);
  });
});
