import { invalidLevelMessage, validateAddDonation, validateAddPartner } from './add-validation';
import { booleanToTriState, type AddDonationForm, type AddPartnerForm } from './admin-form-fields';
import { buildDonationRecord, buildPartnerRecord } from './build-records';
import { textOrNull } from '../input';
import type { Donation, DonationRecord } from '../records';
import type { Partner, PartnerRecord } from '../records';
import type { StudentLists } from '../records';
import { isoToSchoolLocalInput } from '../time';
import type { SchoolSettings } from '../settings';
import { levelOf } from '../settings';

/*
 * The details view's edit mode holds the same field values as the add forms, so one set of checks and one
 * record builder serve both: an edit is checked like an add, built like an add, and only the fields the
 * edit form may change (listed below) are written.
 */

/** The fields a donation edit writes, besides updated_at (the students are saved on their own). */
export const donationEditFields = [
  'parent_name',
  'email',
  'donation_amount',
  'donation_type',
  'company_matching',
  'stripe_customer_id',
  'stripe_session_id',
  'payment_intent_id',
  'payment_reference',
  'payment_completed_at',
  'net_payment',
  'yearbook',
  'magnet_given',
  'tshirt_given',
  'notes',
] as const satisfies readonly (keyof Donation)[];

/** The fields a partner edit writes, besides updated_at (the students are saved on their own). */
export const partnerEditFields = [
  'company_name',
  'contact_name',
  'contact_phone',
  'email',
  'partnership_level',
  'partnership_amount',
  'stripe_customer_id',
  'stripe_session_id',
  'payment_intent_id',
  'stripe_product_id',
  'payment_reference',
  'payment_completed_at',
  'net_payment',
  'yearbook',
  'magnet_given',
  'tshirt_given',
  'notes',
  'banner',
  'website',
  'pay_by_check',
] as const satisfies readonly (keyof Partner)[];

export type DonationEdit = Pick<Donation, (typeof donationEditFields)[number] | 'updated_at'>;
export type PartnerEdit = Pick<
  Partner,
  (typeof partnerEditFields)[number] | 'updated_at' | 'level_name' | 'level_benefits'
>;

/** What Save does: the update to write, or the first failed check's message (nothing is written). */
export type EditOutcome<U> = { ok: true; update: U } | { ok: false; message: string };

const numberText = (value: number | null) => (value === null ? '' : String(value));

function sharedEditForm(record: DonationRecord | PartnerRecord, timeZone: string) {
  return {
    email: record.email ?? '',
    children_data: record.children_data ?? [],
    grade_teacher_data: record.grade_teacher_data ?? [],
    stripe_customer_id: record.stripe_customer_id ?? '',
    stripe_session_id: record.stripe_session_id ?? '',
    payment_intent_id: record.payment_intent_id ?? '',
    payment_reference: record.payment_reference ?? '',
    payment_completed_at: isoToSchoolLocalInput(timeZone, record.payment_completed_at),
    net_payment: numberText(record.net_payment),
    yearbook: numberText(record.yearbook),
    magnet_given: booleanToTriState(record.magnet_given),
    tshirt_given: booleanToTriState(record.tshirt_given),
    notes: record.notes ?? '',
  };
}

/** The edit form's starting values: the saved record as the inputs show it. */
export function donationEditForm(
  record: DonationRecord,
  settings: Pick<SchoolSettings, 'time_zone'>,
): AddDonationForm {
  return {
    parent_name: record.parent_name,
    donation_amount: String(record.donation_amount),
    donation_type: record.donation_type,
    company_matching: record.company_matching,
    ...sharedEditForm(record, settings.time_zone),
  };
}

export function partnerEditForm(
  record: PartnerRecord,
  settings: Pick<SchoolSettings, 'time_zone'>,
): AddPartnerForm {
  return {
    company_name: record.company_name,
    contact_name: record.contact_name,
    contact_phone: record.contact_phone,
    partnership_level: record.partnership_level,
    partnership_amount: String(record.partnership_amount),
    pay_by_check: record.pay_by_check,
    banner: record.banner ?? '',
    website: record.website ?? '',
    stripe_product_id: record.stripe_product_id ?? '',
    ...sharedEditForm(record, settings.time_zone),
  };
}

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

/*
 * A datetime-local input shows minutes only: an untouched completion date keeps its stored instant (seconds and
 * milliseconds included) instead of being rounded down by the round trip.
 */
function keptCompletion(
  timeZone: string,
  saved: string | null,
  typed: string,
  built: string | null,
): string | null {
  return typed === isoToSchoolLocalInput(timeZone, saved) ? saved : built;
}

/** One kind's edit: the add form's checks, its record builder, and the fields an edit writes. */
interface EditSteps<F, R, K extends keyof R> {
  validate: (form: F) => string | null;
  build: (form: F, now: Date, settings: SchoolSettings) => R;
  fields: readonly K[];
}

function editUpdate<
  F extends { payment_completed_at: string },
  R extends { payment_completed_at: string | null },
  K extends keyof R,
>(
  steps: EditSteps<F, R, K>,
  saved: { payment_completed_at: string | null },
  form: F,
  now: Date,
  settings: SchoolSettings,
): EditOutcome<Pick<R, K> & { updated_at: string }> {
  const message = steps.validate(form);
  if (message !== null) return { ok: false, message };
  const built = steps.build(form, now, settings);
  built.payment_completed_at = keptCompletion(
    settings.time_zone,
    saved.payment_completed_at,
    form.payment_completed_at,
    built.payment_completed_at,
  );
  return { ok: true, update: { ...pick(built, steps.fields), updated_at: now.toISOString() } };
}

const donationEdit = {
  validate: validateAddDonation,
  build: buildDonationRecord,
  fields: donationEditFields,
};
const partnerEdit = {
  validate: validateAddPartner,
  // The add form drops the payment reference; an edit writes it.
  build: (form: AddPartnerForm, now: Date, settings: SchoolSettings): Partner => ({
    ...buildPartnerRecord(form, now, settings),
    payment_reference: textOrNull(form.payment_reference),
  }),
  fields: partnerEditFields,
};

export function donationEditUpdate(
  saved: DonationRecord,
  form: AddDonationForm,
  now: Date,
  settings: SchoolSettings,
): EditOutcome<DonationEdit> {
  return editUpdate(donationEdit, saved, form, now, settings);
}

export function partnerEditUpdate(
  saved: PartnerRecord,
  form: AddPartnerForm,
  now: Date,
  settings: SchoolSettings,
): EditOutcome<PartnerEdit> {
  const outcome = editUpdate(partnerEdit, saved, form, now, settings);
  // A record keeps the level name and benefits it was sold with; a new level takes today's for it.
  if (!outcome.ok || form.partnership_level === saved.partnership_level) return outcome;
  const level = levelOf(settings, form.partnership_level);
  if (!level) return { ok: false, message: invalidLevelMessage };
  return {
    ok: true,
    update: { ...outcome.update, level_name: level.name, level_benefits: level.benefits },
  };
}

/** The student update: both lists and nothing else; a partner without students stores null, as its add does. */
export function donationStudentUpdate(students: StudentLists): StudentLists {
  return { children_data: students.children_data, grade_teacher_data: students.grade_teacher_data };
}

export function partnerStudentUpdate(
  students: StudentLists,
): Pick<Partner, 'children_data' | 'grade_teacher_data'> {
  const empty = students.children_data.length === 0 && students.grade_teacher_data.length === 0;
  return empty
    ? { children_data: null, grade_teacher_data: null }
    : { children_data: students.children_data, grade_teacher_data: students.grade_teacher_data };
}
