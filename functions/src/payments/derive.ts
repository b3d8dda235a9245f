import type { PaymentTracking, StripeCharge } from '@hope/domain';

export type ChargeMap = Record<string, StripeCharge>;

/**
 * Merges what one event says about a charge with what is already known. Every field only moves forward
 * (fees appear once known, refunds only grow), so events applied in any order converge to the same state.
 */
export function mergeCharge(known: StripeCharge | undefined, seen: StripeCharge): StripeCharge {
  if (!known) return seen;
  return {
    amount: Math.max(known.amount, seen.amount),
    fee: seen.fee ?? known.fee,
    net: seen.net ?? known.net,
    refunded: Math.max(known.refunded, seen.refunded),
    paid_at: known.paid_at < seen.paid_at ? known.paid_at : seen.paid_at,
  };
}

export type DerivedPaymentFields = {
  net_payment: number | null;
  payment_completed_at: string | null;
  amount_refunded: number;
  payments_made: number;
};

/** The spec's dollar fields, recomputed from the charges (integer cents) after every event. */
export function derivePaymentFields(charges: ChargeMap): DerivedPaymentFields {
  const list = Object.values(charges);
  const withNet = list.filter((charge) => charge.net !== null);
  const netCents = withNet.reduce((sum, charge) => sum + (charge.net ?? 0) - charge.refunded, 0);
  const first = list.map((charge) => charge.paid_at).sort()[0] ?? null;
  return {
    net_payment: withNet.length > 0 ? netCents / 100 : null,
    payment_completed_at: first,
    amount_refunded: list.reduce((sum, charge) => sum + charge.refunded, 0) / 100,
    payments_made: list.length,
  };
}

/**
 * A plan of N monthly payments that Stripe ended before the N-th payment was cancelled by the payer (or by
 * failed payments); one that ended after all N payments simply finished, and keeps no cancel date.
 */
export function deriveCancelDate(
  tracking: Pick<PaymentTracking, 'months' | 'subscription_ended_at'>,
  paymentsMade: number,
): string | null {
  if (!tracking.subscription_ended_at) return null;
  const planned = tracking.months ?? 1;
  return paymentsMade >= planned ? null : tracking.subscription_ended_at;
}
