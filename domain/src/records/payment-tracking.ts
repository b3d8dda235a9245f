import { z } from '../zod';

/**
 * Fields the payment backend keeps on a donation or partner document so that Stripe events can be applied
 * exactly once and in any order. Amounts here are integer cents, exactly as Stripe reports them; the
 * dollar fields the office reads (net_payment, total_pledged_amt) are derived from them.
 */
export const stripeChargeSchema = z.object({
  amount: z.number().int().nonnegative(),
  fee: z.number().int().nonnegative().nullable(),
  net: z.number().int().nullable(),
  /** What Stripe says is refunded now; a failed refund gives it back, so it can go down. */
  refunded: z.number().int().nonnegative(),
  paid_at: z.string(),
  /** How it was paid: a card, or a US bank account (ACH Direct Debit); absent on older charges, all by card. */
  method: z.enum(['card', 'us_bank_account']).optional(),
  /** When the function read this charge from Stripe (ms): a newer read wins, an older one never undoes it. */
  read_at: z.number().int().nonnegative().optional(),
});
export type StripeCharge = z.infer<typeof stripeChargeSchema>;

export const refundStatusSchema = z.enum(['pending', 'requires_action', 'succeeded', 'failed', 'canceled']);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** A refund as Stripe reported it, keyed by refund id on the record (for the details view and history). */
export const stripeRefundSchema = z.object({
  charge: z.string(),
  amount: z.number().int().positive(),
  status: refundStatusSchema,
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type StripeRefund = z.infer<typeof stripeRefundSchema>;

/** A dispute (chargeback) of one charge; its balance transactions say what it did to the money received. */
export const stripeDisputeSchema = z.object({
  charge: z.string(),
  amount: z.number().int().nonnegative(),
  status: z.string(),
  reason: z.string(),
  /** Sum of the dispute's balance transactions' net, in cents: -(amount + fee) while lost or open, 0 once won. */
  net_effect: z.number().int(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  read_at: z.number().int().nonnegative(),
});
export type StripeDispute = z.infer<typeof stripeDisputeSchema>;

/**
 * Money the office received in person and deposited: a check, keyed on the record by its check number, or cash
 * (method 'cash'), keyed by the deposit item it came in. The map keeps its older name, `checks`.
 */
export const checkPaymentSchema = z.object({
  /** Absent on checks recorded before cash could be: a check. */
  method: z.enum(['check', 'cash']).optional(),
  /** The check number; for cash, the deposit item's reference. */
  number: z.string().min(1).max(40),
  /** Dollars, as deposited. */
  amount: z.number().positive(),
  /** The school-time date it was deposited (yyyy-mm-dd). */
  deposited_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  recorded_at: z.string(),
  recorded_by: z.string(),
  /** How many times the fact was set: absent for the first, 2 after one correction (never overwritten). */
  revision: z.number().int().min(2).optional(),
});
export type CheckPayment = z.infer<typeof checkPaymentSchema>;

/** Who voided a record, when and why; absent (or null) on a record that counts. */
export const voidSchema = z.object({
  at: z.string(),
  by: z.string(),
  reason: z.string().min(1).max(500),
  /** Charges recorded while the record was voided (a payment already in flight): receipted and named. */
  payments_after: z.array(z.string()).max(100).optional(),
});
export type RecordVoid = z.infer<typeof voidSchema>;

export const paymentTrackingSchema = z.object({
  /** Number of monthly payments of a pledge or installment plan; null for a single payment. */
  months: z.number().int().min(1).max(12).nullable().optional(),
  /** What total_pledged_amt becomes once the first payment is accepted (dollars). */
  pledge_amt: z.number().nonnegative().nullable().optional(),
  payments_made: z.number().int().nonnegative().optional(),
  stripe_subscription_id: z.string().nullable().optional(),
  /** Charges keyed by Stripe charge id: upserts keyed this way make replays and reordering converge. */
  stripe_charges: z.record(z.string(), stripeChargeSchema).optional(),
  /**
   * The public checkout's progress. 'processing': the payer authorised a bank debit, which takes a few business
   * days to clear; the gift counts as pledged, not yet received, and gets its receipt once the money arrives.
   */
  checkout_status: z.enum(['pending', 'open', 'processing', 'complete', 'expired', 'failed']).optional(),
  /** How the payer chose to pay at checkout; absent: a card (every checkout before bank payments). */
  checkout_method: z.enum(['card', 'us_bank_account']).optional(),
  payment_failed_at: z.string().nullable().optional(),
  /** Why the bank returned a checkout's debit, as Stripe gave it (the payer's note and the history say it). */
  payment_failure_reason: z.string().max(200).nullable().optional(),
  /** The plan's invoice whose payment failed last (Stripe's id): a returned bank debit's note is one per invoice. */
  failed_invoice_id: z.string().nullable().optional(),
  /** When Stripe ended the subscription; cancel_date is derived from it (set only if payments are missing). */
  subscription_ended_at: z.string().nullable().optional(),
  amount_refunded: z.number().nonnegative().optional(),
  /**
   * The payer added Stripe's fee: each charge was grossed up so that its net is the gift. The gift fields
   * (donation_amount, partnership_amount, pledge_amt, total_pledged_amt) stay the gift as typed and
   * net_payment becomes the gifts received; only the Stripe figures (stripe_charges[].amount, and
   * amount_refunded after a refund) hold the larger charged amounts. Absent on older records: not covered.
   */
  fee_covered: z.boolean().optional(),
  stripe_refunds: z.record(z.string(), stripeRefundSchema).optional(),
  stripe_disputes: z.record(z.string(), stripeDisputeSchema).optional(),
  checks: z.record(z.string(), checkPaymentSchema).optional(),
  /** Set while the record is voided (a test, a duplicate, a fake pledge): it leaves every figure and list. */
  voided: voidSchema.nullable().optional(),
  /**
   * Cash gifts without an address to send a receipt to, marked "No receipt needed" by the office, by payment
   * key ('cash_<item>'), with who and when (domain/src/office/receipt-not-needed.ts).
   */
  receipts_not_needed: z.record(z.string(), z.object({ by: z.string(), at: z.string() })).optional(),
  /** The office asked Stripe to end the plan (now, or after the current payment); Stripe's event ends it. */
  cancel_requested: z
    .object({ at: z.string(), by: z.string(), when: z.enum(['now', 'period_end']) })
    .nullable()
    .optional(),
});
export type PaymentTracking = z.infer<typeof paymentTrackingSchema>;
