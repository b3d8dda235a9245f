import { formatPhone } from '../input';
import type { FeeMethod } from '../money';
import type { Donation } from '../records';
import type { Partner } from '../records';
import type { CheckPledgeRequest, DonationCheckoutRequest } from './requests';
import type { SponsorshipLevelSettings } from '../settings';

/*
 * The records the public page creates, before any payment: all form data, no Stripe ids yet, an empty office
 * checklist. A card checkout record is 'pending' with no total_pledged_amt (a pledge counts only once the card
 * is accepted); a check pledge is a real pledge at the level price, unpaid until the office records the check.
 */

const BLANK_OFFICE_FIELDS = {
  stripe_customer_id: null,
  stripe_session_id: null,
  payment_intent_id: null,
  payment_reference: null,
  yearbook: null,
  magnet_given: null,
  tshirt_given: null,
  notes: null,
} as const;

function unpaidSince(now: Date) {
  const at = now.toISOString();
  return {
    net_payment: null,
    payment_completed_at: null,
    cancel_date: null,
    form_submitted_at: at,
    created_at: at,
    updated_at: at,
  };
}

/** What Stripe will charge, as the checkout decided it (giftCharge): per payment and in all, and how. */
export interface CardPlan {
  /** The gift in each payment, dollars. */
  perPayment: number;
  /** What the gifts add up to, dollars. */
  pledge: number;
  months: number | null;
  feeCovered: boolean;
  /** Absent: a card. */
  method?: FeeMethod;
}

function checkoutState(plan: CardPlan) {
  return {
    pledge_amt: plan.pledge,
    months: plan.months,
    fee_covered: plan.feeCovered,
    total_pledged_amt: null,
    checkout_status: 'pending' as const,
    ...(plan.method === 'us_bank_account' ? { checkout_method: plan.method } : {}),
  };
}

/**
 * A gift through a student page: the page names the student ("Maya R.", never a surname) and the class, in
 * place of the form's student rows, and the record keeps the page's code and the giver's choice to be named.
 */
export interface PageAttribution {
  code: string;
  studentName: string;
  gradeTeacher: string;
  shareWithFamily: boolean;
}

/** The student a page names, in place of the form's student rows. */
const pageStudent = (page: PageAttribution) => ({
  children_data: [{ name: page.studentName, tShirtSize: '' }],
  grade_teacher_data: [{ grade: page.gradeTeacher, teacher: page.gradeTeacher }],
  student_page: page.code,
  share_with_family: page.shareWithFamily,
});

function studentsOf(request: DonationCheckoutRequest, page: PageAttribution | null) {
  if (!page) return { children_data: request.children_data, grade_teacher_data: request.grade_teacher_data };
  return pageStudent(page);
}

export function publicDonationRecord(
  request: DonationCheckoutRequest,
  plan: CardPlan,
  now: Date,
  page: PageAttribution | null = null,
): Donation {
  return {
    parent_name: request.parent_name,
    email: request.email,
    donation_amount: plan.perPayment,
    donation_type: request.donation_type,
    company_matching: request.company_matching,
    matching_employer: (request.company_matching && request.matching_employer) || null,
    ...studentsOf(request, page),
    language: request.language,
    ...BLANK_OFFICE_FIELDS,
    ...unpaidSince(now),
    ...checkoutState(plan),
  };
}

/**
 * A pledge charged after its drive: a one-time gift through the page the relative pledged on, by the card they
 * saved, for the amount the count gives. Pending until the charge is accepted, like a checkout's record.
 */
export function pledgeGiftRecord(
  giver: { name: string; email: string; language: Donation['language'] },
  amount: number,
  page: PageAttribution,
  now: Date,
): Donation {
  const plan: CardPlan = { perPayment: amount, pledge: amount, months: null, feeCovered: false };
  return {
    parent_name: giver.name,
    email: giver.email,
    donation_amount: amount,
    donation_type: 'one_time',
    company_matching: false,
    matching_employer: null,
    ...pageStudent(page),
    language: giver.language,
    ...BLANK_OFFICE_FIELDS,
    ...unpaidSince(now),
    ...checkoutState(plan),
  };
}

function partnerFields(request: CheckPledgeRequest, level: SponsorshipLevelSettings, now: Date) {
  return {
    company_name: request.company_name,
    contact_name: request.contact_name,
    contact_phone: formatPhone(request.contact_phone) || request.contact_phone,
    email: request.email,
    partnership_level: level.id,
    // The record keeps the level's name and price as sold, whatever the settings say later.
    level_name: level.name,
    level_benefits: level.benefits,
    partnership_amount: level.price,
    stripe_product_id: level.productId,
    ...BLANK_OFFICE_FIELDS,
    banner: null,
    website: null,
    children_data: request.children_data?.length ? request.children_data : null,
    grade_teacher_data: request.grade_teacher_data?.length ? request.grade_teacher_data : null,
    language: request.language,
    ...unpaidSince(now),
  };
}

/** A sponsorship paid by card, in full or in monthly installments. */
export function publicPartnerCheckoutRecord(
  request: CheckPledgeRequest,
  level: SponsorshipLevelSettings,
  plan: CardPlan,
  now: Date,
): Partner {
  return {
    ...partnerFields(request, level, now),
    donation_type: plan.months ? 'monthly' : 'one_time',
    pay_by_check: false,
    ...checkoutState(plan),
  };
}

/** A sponsorship to be paid by check: pledged at the level price at once. */
export function publicCheckPledgeRecord(
  request: CheckPledgeRequest,
  level: SponsorshipLevelSettings,
  now: Date,
): Partner {
  return {
    ...partnerFields(request, level, now),
    donation_type: 'one_time',
    pay_by_check: true,
    pledge_amt: level.price,
    total_pledged_amt: level.price,
    months: null,
  };
}
