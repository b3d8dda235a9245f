import { hasPaymentFacts } from './derive';
import type { StoredRecord } from './record-schemas';

/**
 * Fields that record a payment: once Stripe or a recorded check has reported one (or the record came from the
 * public checkout, whose payment Stripe reports), they are derived from those facts and read-only for the office.
 */
export const PAYMENT_OWNED_FIELDS = [
  'net_payment',
  'payment_completed_at',
  'stripe_customer_id',
  'stripe_session_id',
  'payment_intent_id',
] as const;

/**
 * Fields the card payment settles: what Stripe charges (the amount) and how (a plan's type, a sponsor's card or
 * check). Changed by hand they would disagree with what the card is charged; a refund or stopping the plan
 * changes them.
 */
export const CARD_OWNED_FIELDS = [
  'donation_amount',
  'donation_type',
  'partnership_amount',
  'pay_by_check',
] as const;

/** Stripe reports this record's payments: it came from the public checkout, or a card charge is on it. */
export function cardOwned(record: Pick<StoredRecord, 'checkout_status' | 'stripe_charges'>): boolean {
  return record.checkout_status !== undefined || Object.keys(record.stripe_charges ?? {}).length > 0;
}

export function lockedPaymentFields(record: StoredRecord): readonly string[] {
  const payment = hasPaymentFacts(record) || record.checkout_status !== undefined ? PAYMENT_OWNED_FIELDS : [];
  return cardOwned(record) ? [...payment, ...CARD_OWNED_FIELDS] : payment;
}

/** Why the edit form shows a field read-only, or null when the office may change it. */
export function lockedFieldNote(record: StoredRecord, field: string): string | null {
  if (!lockedPaymentFields(record).includes(field)) return null;
  if (!(CARD_OWNED_FIELDS as readonly string[]).includes(field)) return 'Set by the recorded payment';
  return (record.months ?? 1) > 1
    ? 'Set by the card payment; stop the plan or refund it to change it'
    : 'Set by the card payment; refund it to change it';
}

export interface EditConflict {
  field: string;
  /** The value saved meanwhile (by another member, or by Stripe). */
  theirs: unknown;
  /** The value this person typed. */
  yours: unknown;
}

export type EditPatch =
  { ok: true; patch: Record<string, unknown> } | { ok: false; conflicts: EditConflict[]; locked: string[] };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Fields that follow another one: written when it is, never judged on their own. */
const COMPANIONS: Record<string, string> = {
  level_name: 'partnership_level',
  level_benefits: 'partnership_level',
};

/**
 * What Save writes: only the fields the person changed (their value differs from the record as the form
 * opened), each checked against the record now. A field also changed meanwhile by someone else is a conflict,
 * and a payment-owned field is locked: then nothing is written and the person is told which fields and why.
 * Fields the person left alone are never written, so what Stripe or another member saved meanwhile stays.
 */
export function officeEditPatch(
  opened: StoredRecord,
  current: StoredRecord,
  update: Record<string, unknown>,
): EditPatch {
  const was = opened as unknown as Record<string, unknown>;
  const now = current as unknown as Record<string, unknown>;
  const locked = lockedPaymentFields(current);
  const patch: Record<string, unknown> = {};
  const conflicts: EditConflict[] = [];
  const refusedLocked: string[] = [];
  for (const [field, value] of Object.entries(update)) {
    if (field === 'updated_at' || field in COMPANIONS || same(value, was[field])) continue;
    if (locked.includes(field)) refusedLocked.push(field);
    else if (!same(now[field], was[field]))
      conflicts.push({ field, theirs: now[field] ?? null, yours: value });
    else patch[field] = value;
  }
  for (const [companion, leader] of Object.entries(COMPANIONS))
    if (leader in patch && companion in update) patch[companion] = update[companion];
  if (conflicts.length > 0 || refusedLocked.length > 0)
    return { ok: false, conflicts, locked: refusedLocked };
  return { ok: true, patch };
}
