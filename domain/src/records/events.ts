import { z } from '../zod';
import { isoTimestampSchema } from '../time';
import { DONATIONS_COLLECTION } from './donation';
import { PARTNERS_COLLECTION } from './partner';

/**
 * What happened to a record, stored beside it in the same transaction as the change: the record's history
 * (who, when, what, each changed field before and after) and the outbox of its side effects (a payment to
 * acknowledge with a receipt, a pledge to confirm). Entries are never changed or deleted.
 */
export const RECORD_EVENTS_COLLECTION = 'record_events';

export const recordCollectionSchema = z.enum([DONATIONS_COLLECTION, PARTNERS_COLLECTION]);
export type RecordCollection = z.infer<typeof recordCollectionSchema>;
/** Which record: its collection and its document id (the money actions, the webhook, the sweeps, the portal). */
export type RecordRef = { collection: RecordCollection; id: string };

export const actorSchema = z.discriminatedUnion('type', [
  /** The payment webhook: what Stripe reported. */
  z.object({ type: z.literal('stripe') }),
  /** The public page's forms. */
  z.object({ type: z.literal('public') }),
  /** A team member signed in to the back office. */
  z.object({ type: z.literal('member'), uid: z.string().min(1), email: z.string().nullable() }),
]);
export type Actor = z.infer<typeof actorSchema>;
export const STRIPE_ACTOR: Actor = { type: 'stripe' };
export const PUBLIC_ACTOR: Actor = { type: 'public' };

export const recordEventKindSchema = z.enum([
  // The public page and the office
  'created',
  'pledged',
  'edited',
  'students_edited',
  'benefit_delivered',
  'manage_link_turned_off',
  // Money actions of the office
  'refund_requested',
  'plan_cancel_requested',
  'check_recorded',
  // A recorded check's amount or date set right, with the reason (its corrected receipt goes with it)
  'check_corrected',
  // Cash and checks of a deposit batch, applied at its sign-off
  'deposited',
  'voided',
  'restored',
  // The public page's checkout: the Stripe page the payer was sent to
  'checkout_opened',
  // What Stripe reported
  'checkout_completed',
  'checkout_failed',
  'checkout_expired',
  'monthly_payment',
  'payment_failed',
  'plan_ended',
  'charge_updated',
  'refund_updated',
  'dispute_updated',
  // A payment to acknowledge (one per Stripe charge or recorded check)
  'payment_received',
]);
export type RecordEventKind = z.infer<typeof recordEventKindSchema>;

/** A field's value before and after (null when absent). */
export const fieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** A payment the event acknowledges: a Stripe charge, a check by its number, or cash the office deposited. */
export const eventPaymentSchema = z.object({
  key: z.string().min(1),
  method: z.enum(['card', 'check', 'cash']),
  /** Dollars received (the gift, for a charge whose payer covered the fee: see gift). */
  amount: z.number().nonnegative(),
  /** The gift part of the amount, in dollars. */
  gift: z.number().nonnegative(),
  received_at: isoTimestampSchema,
  /** The n-th of a plan's N payments; null for a single payment. */
  installment: z.number().int().positive().nullable(),
  of: z.number().int().positive().nullable(),
  /** A corrected receipt: the amount and date the earlier receipt of the same payment showed. */
  replaces: z.object({ amount: z.number().nonnegative(), received_at: isoTimestampSchema }).optional(),
});
export type EventPayment = z.infer<typeof eventPaymentSchema>;

export const recordEventSchema = z.object({
  kind: recordEventKindSchema,
  collection: recordCollectionSchema,
  record_id: z.string().min(1),
  at: isoTimestampSchema,
  actor: actorSchema,
  /**
   * One line for people: 'Refund of $50.00 requested (duplicate)'. Room for an action's words around the longest
   * note or reason the office may type (500 characters).
   */
  summary: z.string().max(1000),
  changes: z.record(z.string(), fieldChangeSchema),
  payment: eventPaymentSchema.nullable(),
  /** The Stripe event that carried it, or the office request's id: what makes its id repeatable. */
  source: z.string().nullable(),
});
export type RecordEvent = z.infer<typeof recordEventSchema>;

/** Fields whose changes history does not list: bookkeeping, or payment facts summarised by the event itself. */
const UNLISTED = new Set([
  'level_benefits',
  'benefits_delivered',
  'updated_at',
  'stripe_charges',
  'stripe_refunds',
  'stripe_disputes',
  'checks',
  'cancel_requested',
  'voided',
]);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Each field whose value differs between two versions of a record, with both values. */
export function changesOf(before: object, after: object): Record<string, FieldChange> {
  const left = before as Record<string, unknown>;
  const right = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  const changes: Record<string, FieldChange> = {};
  for (const key of [...keys].sort()) {
    if (UNLISTED.has(key) || same(left[key], right[key])) continue;
    changes[key] = { before: left[key] ?? null, after: right[key] ?? null };
  }
  return changes;
}

/** A record's first history entry, by who created it: the functions and the demo data write the same words. */
export const createdSummaries = {
  office: 'Added in the back office',
  cardCheckout: 'Card checkout started from the public page',
  checkPledge: (levelName: string) => `${levelName} sponsorship pledged by check from the public page`,
  drivePledge: (drive: string, units: string, rate: string) =>
    `Pledge of ${rate} per unit in ${drive}, charged for ${units}`,
} as const;

/** The event id of a payment's acknowledgment: one per charge or check, however many events report it. */
export function paymentEventId(collection: RecordCollection, recordId: string, key: string): string {
  return `payment_${collection}_${recordId}_${key}`;
}
