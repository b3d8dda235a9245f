import { appConfig } from '../config';
import { readNumberInput } from '../input';
import { textOrNull } from '../input';
import { roundDollars } from '../money';
import type { Donation } from '../records';
import type { Partner } from '../records';
import { schoolLocalInputToIso } from '../time';
import { adminPlaceholderEmail, levelOf } from '../settings';
import type { SchoolSettings } from '../settings';
import { triStateToBoolean, type AddDonationForm, type AddPartnerForm } from './admin-form-fields';

/*
 * Documents built from a validated add form. Run the matching validate* first: these functions read what
 * they can and never throw. Empty optional text becomes null, amounts are rounded to the cent.
 */

function dollarsOrNull(value: string): number | null {
  const parsed = readNumberInput(value);
  return parsed !== null && Number.isFinite(parsed) ? roundDollars(parsed) : null;
}

function sharedFields(form: AddDonationForm | AddPartnerForm, now: Date, timeZone: string) {
  const timestamp = now.toISOString();
  const yearbook = readNumberInput(form.yearbook);
  return {
    net_payment: dollarsOrNull(form.net_payment),
    stripe_customer_id: textOrNull(form.stripe_customer_id),
    stripe_session_id: textOrNull(form.stripe_session_id),
    payment_intent_id: textOrNull(form.payment_intent_id),
    payment_completed_at: schoolLocalInputToIso(timeZone, form.payment_completed_at),
    cancel_date: null,
    created_at: timestamp,
    updated_at: timestamp,
    yearbook: yearbook !== null && Number.isFinite(yearbook) && yearbook > 0 ? Math.round(yearbook) : null,
    magnet_given: triStateToBoolean(form.magnet_given),
    tshirt_given: triStateToBoolean(form.tshirt_given),
    notes: textOrNull(form.notes),
  };
}

/*
 * The dashboard counts only records with a total_pledged_amt. An office entry is money received or promised
 * outside Stripe, so it counts once it is paid or is a check; other entries stay pending like an unpaid checkout.
 * An office edit of the amount, the completion or the method applies the same rule again.
 */
export function pledgedTotal(amount: number, paid: boolean, byCheck: boolean): number | null {
  return paid || byCheck ? amount : null;
}

export function buildDonationRecord(
  form: AddDonationForm,
  now: Date,
  settings: Pick<SchoolSettings, 'time_zone'>,
): Donation {
  const shared = sharedFields(form, now, settings.time_zone);
  const amount = dollarsOrNull(form.donation_amount) ?? 0;
  // 'Select type' left as is: an office entry is most often a single gift.
  const donationType = form.donation_type === '' ? 'one_time' : form.donation_type;
  return {
    parent_name: textOrNull(form.parent_name) ?? appConfig.adminEntryName,
    email: textOrNull(form.email),
    donation_amount: amount,
    donation_type: donationType,
    company_matching: form.company_matching,
    form_submitted_at: shared.created_at,
    total_pledged_amt: pledgedTotal(amount, shared.payment_completed_at !== null, donationType === 'check'),
    payment_reference: textOrNull(form.payment_reference),
    ...shared,
    children_data: form.children_data,
    grade_teacher_data: form.grade_teacher_data,
  };
}

export function buildPartnerRecord(form: AddPartnerForm, now: Date, settings: SchoolSettings): Partner {
  const shared = sharedFields(form, now, settings.time_zone);
  const amount = dollarsOrNull(form.partnership_amount) ?? 0;
  // Checked by partnerLevelCheck before an add; an edit that keeps a level the school no longer offers
  // writes neither field (the record keeps the name and benefits it was sold with).
  const level = levelOf(settings, form.partnership_level);
  return {
    company_name: form.company_name.trim(),
    contact_name: textOrNull(form.contact_name) ?? appConfig.adminEntryName,
    contact_phone: textOrNull(form.contact_phone) ?? appConfig.unknownPhone,
    email: textOrNull(form.email) ?? adminPlaceholderEmail(settings),
    partnership_level: form.partnership_level,
    ...(level && { level_name: level.name, level_benefits: level.benefits }),
    partnership_amount: amount,
    donation_type: 'one_time',
    pay_by_check: form.pay_by_check,
    stripe_product_id: textOrNull(form.stripe_product_id),
    total_pledged_amt: pledgedTotal(amount, shared.payment_completed_at !== null, form.pay_by_check),
    // The payment reference typed on the add-partner form is not saved (an edit can set it later).
    payment_reference: null,
    ...shared,
    banner: textOrNull(form.banner),
    website: textOrNull(form.website),
    children_data: form.children_data.length > 0 ? form.children_data : null,
    grade_teacher_data: form.grade_teacher_data.length > 0 ? form.grade_teacher_data : null,
  };
}
