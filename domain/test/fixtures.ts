import type { DonationRecord } from '../src/records/donation';
import type { PartnerRecord } from '../src/records/partner';

const base = {
  total_pledged_amt: null,
  net_payment: null,
  stripe_customer_id: null,
  stripe_session_id: null,
  payment_intent_id: null,
  payment_reference: null,
  payment_completed_at: null,
  cancel_date: null,
  created_at: '2026-06-01T17:00:00.000Z',
  updated_at: '2026-06-01T17:00:00.000Z',
  yearbook: null,
  magnet_given: null,
  tshirt_given: null,
  notes: null,
};

export function donation(overrides: Partial<DonationRecord> = {}): DonationRecord {
  return {
    id: 'd1',
    parent_name: 'Ana Garcia',
    email: 'ana@example.com',
    donation_amount: 100,
    donation_type: 'one_time',
    company_matching: false,
    form_submitted_at: null,
    ...base,
    children_data: [],
    grade_teacher_data: [],
    ...overrides,
  };
}

export function partner(overrides: Partial<PartnerRecord> = {}): PartnerRecord {
  return {
    id: 'p1',
    company_name: 'Acme',
    contact_name: 'Bo Chen',
    contact_phone: '(555) 123-4567',
    email: 'bo@acme.example',
    partnership_level: 'gold',
    partnership_amount: 1200,
    donation_type: 'one_time',
    pay_by_check: false,
    stripe_product_id: null,
    ...base,
    banner: null,
    website: null,
    children_data: null,
    grade_teacher_data: null,
    ...overrides,
  };
}
