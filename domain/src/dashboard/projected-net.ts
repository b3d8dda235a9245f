import { appConfig } from '../config';
import type { StripeCharge } from '../records';

export interface ProjectionInput {
  kind: 'one_time' | 'monthly' | 'check';
  pledged: number;
  /**
   * What one payment charges: a monthly donation's donation_amount, an installment plan's pledge over its
   * months; null when the record does not say (a monthly partner entered without a month count).
   */
  paymentAmount: number | null;
  /** Payments received so far; records the office enters have none, and their net is one payment's. */
  paymentsMade?: number | undefined;
  net: number | null;
  charges?: Record<string, StripeCharge> | undefined;
  /** The payer added the card fee to each payment, so the school nets every gift in full. */
  feeCovered?: boolean | undefined;
}

/** Share of a payment kept after fees, from the Stripe charges when known (more exact than one payment). */
function chargesNetRatio(charges: Record<string, StripeCharge> | undefined): number | null {
  let gross = 0;
  let net = 0;
  for (const charge of Object.values(charges ?? {})) {
    if (charge.net === null || charge.amount <= 0) continue;
    gross += charge.amount;
    net += charge.net;
  }
  return gross > 0 ? net / gross : null;
}

/*
 * net_payment is the sum of the nets of the payments made so far, so it is compared with what those payments
 * charged (one payment's amount times their number), never with the whole pledge: a $1,200 plan whose first
 * $200 payment netted $193.90 keeps 96.95%, about $1,163 in the end.
 */
function paymentsNetRatio({ paymentAmount, paymentsMade, net }: ProjectionInput): number | null {
  if (net === null || paymentAmount === null || paymentAmount <= 0) return null;
  return net / (paymentAmount * Math.max(1, paymentsMade ?? 1));
}

/**
 * Expected net of one record once fully paid. One-time: the net received. Monthly: the pledged total times the
 * share kept from the payments so far. Without payment data, the default card fee (factor 0.971) applies;
 * a check carries no card fee, and neither does a gift whose payer covered the fee.
 */
export function projectedNet(input: ProjectionInput): number {
  const { kind, pledged, net, charges, feeCovered } = input;
  const defaultFactor = appConfig.dashboard.defaultFeeFactor;
  if (kind === 'check') return net ?? pledged;
  // The charges hold the grossed-up amounts: their net/gross ratio would wrongly take the fee off the gift.
  if (feeCovered) return kind === 'one_time' ? (net ?? pledged) : pledged;
  if (kind === 'one_time') return net ?? pledged * defaultFactor;
  return pledged * (chargesNetRatio(charges) ?? paymentsNetRatio(input) ?? defaultFactor);
}
