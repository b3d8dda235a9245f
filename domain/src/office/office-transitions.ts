import { partnerLevelCheck, validateAddDonation, validateAddPartner } from './add-validation';
import { addDonationFormSchema, addPartnerFormSchema } from './admin-form-fields';
import { buildDonationRecord, buildPartnerRecord, pledgedTotal } from './build-records';
import { appConfig } from '../config';
import {
  donationEditFields,
  donationEditUpdate,
  donationStudentUpdate,
  partnerEditFields,
  partnerEditUpdate,
  partnerStudentUpdate,
} from './record-edits';
import { deliveryAfter } from '../records';
import { DONATIONS_COLLECTION, type Donation } from '../records';
import type { Partner } from '../records';
import { levelOf } from '../settings';
import type { SchoolSettings } from '../settings';
import { officeEditPatch, type EditConflict } from '../records';
import type { RecordCollection, StudentLists } from '../records';
import type { StoredRecord } from '../records';
import type { Transition } from '../records';

/*
 * The office's changes to a record as pure transitions: the server runs them on the record as it is inside its
 * transaction, with its own clock and settings. The checks and builders are the forms' own, so the server refuses
 * what the browser refuses, with the same words.
 */

export type OfficeOutcome =
  | { ok: true; transition: Transition }
  | { ok: false; refusal: 'invalid'; message: string }
  | { ok: false; refusal: 'conflict'; conflicts: EditConflict[]; locked: string[] };

const invalid = (message: string): OfficeOutcome => ({ ok: false, refusal: 'invalid', message });

/** No field changed: nothing is written and no history entry is made. */
export const UNCHANGED: Transition = { kind: 'edited', summary: 'Nothing changed', set: {} };

const isDonations = (collection: RecordCollection) => collection === DONATIONS_COLLECTION;

/** The forms take any amount the number inputs allow; a stored amount stays within what the app handles. */
function amountBoundMessage(fields: Record<string, unknown>): string | null {
  const { maxAmount } = appConfig.limits;
  const amounts = ['donation_amount', 'partnership_amount', 'net_payment'].map((key) => fields[key]);
  const tooLarge = amounts.some((value) => typeof value === 'number' && value > maxAmount);
  return tooLarge ? `Amounts can be at most $${maxAmount.toLocaleString('en-US')}` : null;
}

function formOf(collection: RecordCollection, values: unknown) {
  const schema = isDonations(collection) ? addDonationFormSchema : addPartnerFormSchema;
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true as const, form: parsed.data }
    : { ok: false as const, message: 'Please fill in all required fields.' };
}

/** The add form's Save: the record built from the form, dated by the server, or the first failed check. */
export function officeNewRecord(
  collection: RecordCollection,
  values: unknown,
  now: Date,
  settings: SchoolSettings,
): { ok: true; record: StoredRecord } | { ok: false; message: string } {
  const parsed = formOf(collection, values);
  if (!parsed.ok) return parsed;
  const form = parsed.form;
  const failure = isDonations(collection)
    ? validateAddDonation(form as Parameters<typeof validateAddDonation>[0])
    : (validateAddPartner(form as Parameters<typeof validateAddPartner>[0]) ??
      partnerLevelCheck((form as Parameters<typeof validateAddPartner>[0]).partnership_level, settings));
  if (failure) return { ok: false, message: failure };
  const record = isDonations(collection)
    ? buildDonationRecord(form as Parameters<typeof buildDonationRecord>[0], now, settings)
    : buildPartnerRecord(form as Parameters<typeof buildPartnerRecord>[0], now, settings);
  const bound = amountBoundMessage(record);
  return bound ? { ok: false, message: bound } : { ok: true, record };
}

/** The opened values of the given fields laid over the record: the form's base, as the person saw it. */
function openedRecord(current: StoredRecord, opened: Record<string, unknown>, fields: readonly string[]) {
  const base: Record<string, unknown> = { ...current };
  for (const field of fields) if (Object.hasOwn(opened, field)) base[field] = opened[field];
  return base as unknown as StoredRecord;
}

/**
 * An office record's pledged total follows its amount, completion and method by the add form's rule; a card
 * checkout's is derived from Stripe's facts instead (settle does it).
 */
function pledgedFollow(current: StoredRecord, patch: Record<string, unknown>): Record<string, unknown> {
  const drivers = [
    'donation_amount',
    'partnership_amount',
    'payment_completed_at',
    'donation_type',
    'pay_by_check',
  ];
  if (current.checkout_status !== undefined || !drivers.some((field) => field in patch)) return patch;
  const next = { ...current, ...patch } as Record<string, unknown>;
  const amount = (next.donation_amount ?? next.partnership_amount) as number;
  const byCheck = next.donation_type === 'check' || next.pay_by_check === true;
  const total = pledgedTotal(amount, next.payment_completed_at != null, byCheck);
  return total === current.total_pledged_amt ? patch : { ...patch, total_pledged_amt: total };
}

function patched(
  opened: StoredRecord,
  current: StoredRecord,
  update: Record<string, unknown>,
  build: (patch: Record<string, unknown>) => Transition,
): OfficeOutcome {
  const outcome = officeEditPatch(opened, current, update);
  if (!outcome.ok)
    return { ok: false, refusal: 'conflict', conflicts: outcome.conflicts, locked: outcome.locked };
  if (Object.keys(outcome.patch).length === 0) return { ok: true, transition: UNCHANGED };
  return { ok: true, transition: build(outcome.patch) };
}

/** The details view's Save: only the fields the person changed, each checked against the record now. */
export function officeEdit(
  collection: RecordCollection,
  current: StoredRecord,
  opened: Record<string, unknown>,
  values: unknown,
  now: Date,
  settings: SchoolSettings,
): OfficeOutcome {
  const parsed = formOf(collection, values);
  if (!parsed.ok) return invalid(parsed.message);
  const fields = isDonations(collection) ? donationEditFields : partnerEditFields;
  const base = openedRecord(current, opened, fields);
  const outcome = isDonations(collection)
    ? donationEditUpdate(base as Donation & { id: string }, parsed.form as never, now, settings)
    : partnerEditUpdate(base as Partner & { id: string }, parsed.form as never, now, settings);
  if (!outcome.ok) return invalid(outcome.message);
  const bound = amountBoundMessage(outcome.update);
  if (bound) return invalid(bound);
  return patched(base, current, outcome.update as Record<string, unknown>, (patch) => ({
    kind: 'edited',
    summary: 'Edited in the back office',
    set: pledgedFollow(current, patch),
  }));
}

/** The student dialog's Done: the two lists, if nobody changed them since the dialog opened. */
export function officeStudents(
  collection: RecordCollection,
  current: StoredRecord,
  opened: Record<string, unknown>,
  students: StudentLists,
): OfficeOutcome {
  const base = openedRecord(current, opened, ['children_data', 'grade_teacher_data']);
  const update = isDonations(collection) ? donationStudentUpdate(students) : partnerStudentUpdate(students);
  return patched(base, current, update as Record<string, unknown>, (patch) => ({
    kind: 'students_edited',
    summary: 'Student information changed',
    set: patch,
    keepUpdatedAt: true,
  }));
}

/** One benefit ticked as delivered (+1) or taken back (-1), within 0 and its quantity. */
export function officeBenefitTick(
  current: Partner,
  index: number,
  step: 1 | -1,
  by: string,
  now: Date,
): OfficeOutcome {
  const benefit = current.level_benefits?.[index];
  if (!benefit) return invalid('This benefit is not on the record.');
  const delivery = deliveryAfter(current, index, step, by, now);
  if (!delivery) return { ok: true, transition: UNCHANGED };
  const before = current.benefits_delivered?.[String(index)]?.done ?? 0;
  return {
    ok: true,
    transition: {
      kind: 'benefit_delivered',
      summary: `${benefit.text}: ${delivery.done} of ${benefit.quantity} delivered`,
      set: { benefits_delivered: { ...current.benefits_delivered, [String(index)]: delivery } },
      changes: { [`benefit: ${benefit.text}`]: { before, after: delivery.done } },
    },
  };
}

/** A partner sold before benefits were kept on the record takes its level's benefits as they are now, once. */
export function officeLevelBenefits(current: Partner, settings: SchoolSettings): OfficeOutcome {
  if (current.level_benefits) return { ok: true, transition: UNCHANGED };
  const level = levelOf(settings, current.partnership_level);
  if (!level) {
    return invalid(
      `The level ${current.partnership_level} is no longer in the settings, so its benefits cannot be recorded.`,
    );
  }
  return {
    ok: true,
    transition: {
      kind: 'edited',
      summary: "The level's benefits were recorded for the sponsor ledger",
      set: { level_benefits: level.benefits },
      always: true,
    },
  };
}
