import { z } from 'zod';

/**
 * Fields the payment backend keeps on a donation or partner document so that Stripe events can be applied
 * exactly once and in any order. Amounts here are integer cents, exactly as Stripe reports them; the
 * spec's dollar fields (net_payment, total_pledged_amt) are derived from them.
 */
export const stripeChargeSchema = z.object({
  amount: z.number().int().nonnegative(),
  fee: z.number().int().nonnegative().nullable(),
  net: z.number().int().nullable(),
  refunded: z.number().int().nonnegative(),
  paid_at: z.string(),
});
export type StripeCharge = z.infer<typeof stripeChargeSchema>;

export const paymentTrackingSchema = z.object({
  /** Number of monthly payments of a pledge or installment plan; null for a single payment. */
  months: z.number().int().min(1).max(12).nullable().optional(),
  /** What total_pledged_amt becomes once the first payment is accepted (dollars). */
  pledge_amt: z.number().nonnegative().nullable().optional(),
  payments_made: z.number().int().nonnegative().optional(),
  stripe_subscription_id: z.string().nullable().optional(),
  /** Charges keyed by Stripe charge id: upserts keyed this way make replays and reordering converge. */
  stripe_charges: z.record(z.string(), stripeChargeSchema).optional(),
  checkout_status: z.enum(['pending', 'open', 'complete', 'expired', 'failed']).optional(),
  payment_failed_at: z.string().nullable().optional(),
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
});
export type PaymentTracking = z.infer<typeof paymentTrackingSchema>;
