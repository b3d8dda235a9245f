import type { DonationRecord } from '../src/records/donation';
import type { PartnerRecord } from '../src/records/partner';
import type { Benefit, SchoolSettings } from '../src/settings';

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

/**
 * Settings whose sponsorship benefits have exactly the values `valueOf` gives; a benefit given none is an
 * acknowledgment (an advertising or goods benefit at $0 would leave the deductible part unstated).
 */
export function withBenefitValues(
  settings: SchoolSettings,
  valueOf: (levelId: string, benefit: Benefit) => number,
): SchoolSettings {
  return {
    ...settings,
    sponsorshipLevels: settings.sponsorshipLevels.map((level) => ({
      ...level,
      benefits: level.benefits.map((benefit) => {
        const value = valueOf(level.id, benefit);
        return { ...benefit, value, kind: value === 0 ? 'acknowledgment' : benefit.kind };
      }),
    })),
  };
}
