import { schoolConfig } from '../config/school';
import type { StripeCharge } from '../schemas/payment-tracking';

export interface ProjectionInput {
  kind: 'one_time' | 'monthly' | 'check';
  pledged: number;
  /** donation_amount or partnership_amount: what the first payment was measured against. */
  amount: number;
  net: number | null;
  charges?: Record<string, StripeCharge> | undefined;
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

/**
 * Expected net of one record once fully paid. One-time: the net received. Monthly: the pledged total times the
 * net/amount ratio of the payments so far. Without payment data, the default card fee (factor 0.971) applies;
 * a check carries no card fee.
 */
export function projectedNet({ kind, pledged, amount, net, charges }: ProjectionInput): number {
  const defaultFactor = schoolConfig.dashboard.defaultFeeFactor;
  if (kind === 'check') return net ?? pledged;
  if (kind === 'one_time') return net ?? pledged * defaultFactor;
  const ratio = chargesNetRatio(charges) ?? (net !== null && amount > 0 ? net / amount : defaultFactor);
  return pledged * ratio;
}
