import { recordCollectionSchema } from '../records';
import { z } from '../zod';

/*
 * A Stripe payout as the treasurer meets it: the one deposit on the bank statement (arrival date, amount) and
 * the balance transactions it settled, each traced to the record it came from. Stripe's own numbers, in
 * integer cents, so the lines add up to the deposit exactly; dollars appear only on screens. Written by the
 * server alone (the webhook and the "fetch now" function); every member reads.
 */
export const PAYOUTS_COLLECTION = 'payouts';

const cents = z.number().int();
/** A calendar day, YYYY-MM-DD: the day Stripe says the money reaches the bank (UTC, as Stripe dates it). */
const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD');

export const payoutRecordRefSchema = z.object({ collection: recordCollectionSchema, id: z.string().min(1) });
export type PayoutRecordRef = z.infer<typeof payoutRecordRefSchema>;

export const payoutLineSchema = z.object({
  balance_transaction: z.string().min(1),
  /** Stripe's `type` (charge, refund, adjustment, ...) and `reporting_category` (charge, refund, dispute, ...). */
  type: z.string(),
  reporting_category: z.string(),
  /** Signed as Stripe signs them: a refund or a dispute is negative; net = gross - fee. */
  gross: cents,
  fee: cents,
  net: cents,
  currency: z.string(),
  /** The charge, refund or dispute the line is about. */
  source: z.string().nullable(),
  /** The record the money belongs to; null when the payment names no record of ours (flagged on screen). */
  record: payoutRecordRefSchema.nullable(),
  /** The family or the company as the record named them when the payout was reconciled. */
  name: z.string().nullable(),
  created: z.iso.datetime(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

/**
 * The most lines one payout document holds: a line takes about 360 bytes and a Firestore document at most
 * 1 MiB. A school's daily payout stays far below it; a bigger one is refused in words, never cut short.
 */
export const MAX_PAYOUT_LINES = 2500;

export const payoutSchema = z.object({
  payout_id: z.string().regex(/^po_/),
  arrival_date: dayKey,
  amount: cents,
  currency: z.string(),
  status: z.string(),
  created: z.iso.datetime(),
  /** Newest first, as Stripe lists them; the payout's own (negative) transaction is not a line. */
  lines: z.array(payoutLineSchema).max(MAX_PAYOUT_LINES),
});
export type Payout = z.infer<typeof payoutSchema>;

/** Stripe dates an arrival as midnight UTC of the bank day: that day, YYYY-MM-DD. */
export function arrivalDay(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 10);
}
