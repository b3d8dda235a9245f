import { centsToDollars, toCents } from '../money';
import type {
  CheckPayment,
  PaymentTracking,
  RefundStatus,
  StripeCharge,
  StripeDispute,
  StripeRefund,
} from './payment-tracking';

export type ChargeMap = Record<string, StripeCharge>;

/*
 * The money fields of a record are derived from the payment facts it holds (Stripe charges, refunds and
 * disputes; checks the office received), never typed over them: one function computes them after every change,
 * so replays and reordered events converge on the same figures.
 */

/**
 * Merges what one read says about a charge with what is already known. Amount, fee and net only become known;
 * the refunded amount follows the newest read (a failed refund gives money back, so it can go down), and a read
 * without a time (older records) can only raise it.
 */
export function mergeCharge(known: StripeCharge | undefined, seen: StripeCharge): StripeCharge {
  if (!known) return seen;
  const timed = known.read_at !== undefined || seen.read_at !== undefined;
  const seenIsNewer = (seen.read_at ?? 0) >= (known.read_at ?? 0);
  const readAt = Math.max(known.read_at ?? 0, seen.read_at ?? 0);
  return {
    amount: Math.max(known.amount, seen.amount),
    fee: seen.fee ?? known.fee,
    net: seen.net ?? known.net,
    refunded: !timed ? Math.max(known.refunded, seen.refunded) : seenIsNewer ? seen.refunded : known.refunded,
    paid_at: known.paid_at < seen.paid_at ? known.paid_at : seen.paid_at,
    ...(timed ? { read_at: readAt } : {}),
  };
}

/** A refund's status only moves forward: pending, then succeeded, then (rarely, for bank refunds) failed. */
const REFUND_STATUS_RANK: Record<RefundStatus, number> = {
  pending: 0,
  requires_action: 0,
  succeeded: 1,
  failed: 2,
  canceled: 2,
};

export function mergeRefund(known: StripeRefund | undefined, seen: StripeRefund): StripeRefund {
  if (!known) return seen;
  return REFUND_STATUS_RANK[seen.status] >= REFUND_STATUS_RANK[known.status] ? seen : known;
}

/** A dispute read from Stripe replaces an older read of it, never a newer one. */
export function mergeDispute(known: StripeDispute | undefined, seen: StripeDispute): StripeDispute {
  return !known || seen.read_at >= known.read_at ? seen : known;
}

export function isLiveRefund(refund: Pick<StripeRefund, 'status'>): boolean {
  return REFUND_STATUS_RANK[refund.status] < 2;
}

/** Facts a record holds; every map may be absent on records made before it existed. */
export type PaymentFacts = Pick<
  PaymentTracking,
  | 'stripe_charges'
  | 'stripe_disputes'
  | 'checks'
  | 'months'
  | 'pledge_amt'
  | 'subscription_ended_at'
  | 'checkout_status'
  | 'fee_covered'
>;

export type DerivedPayment = {
  net_payment: number | null;
  payment_completed_at: string | null;
  amount_refunded: number;
  payments_made: number;
};

const values = <T>(map: Record<string, T> | undefined): T[] => Object.values(map ?? {});

/** Whether any payment fact (a Stripe charge or a recorded check) exists: the money fields are then derived. */
export function hasPaymentFacts(record: Pick<PaymentFacts, 'stripe_charges' | 'checks'>): boolean {
  return values(record.stripe_charges).length > 0 || values(record.checks).length > 0;
}

/** The payment fields the office reads (net, paid date, refunds, count) from the facts, in integer cents. */
export function derivePaymentFields(record: PaymentFacts): DerivedPayment {
  const charges = values(record.stripe_charges);
  const checks = values(record.checks);
  const withNet = charges.filter((charge) => charge.net !== null);
  const chargeNet = withNet.reduce((sum, charge) => sum + (charge.net ?? 0) - charge.refunded, 0);
  const disputeNet = values(record.stripe_disputes).reduce((sum, dispute) => sum + dispute.net_effect, 0);
  const checkNet = checks.reduce((sum, check) => sum + toCents(check.amount), 0);
  const known = withNet.length > 0 || checks.length > 0;
  const paidAt = [...charges.map((charge) => charge.paid_at), ...checks.map(checkPaidAt)].sort()[0] ?? null;
  return {
    net_payment: known ? centsToDollars(chargeNet + disputeNet + checkNet) : null,
    payment_completed_at: paidAt,
    amount_refunded: charges.reduce((sum, charge) => sum + charge.refunded, 0) / 100,
    payments_made: charges.length + checks.length,
  };
}

/**
 * A check counts from 20:00 UTC of the day it was deposited: noon or 1 pm in Los Angeles, the same date in
 * every zone from UTC-12 to UTC+3.
 */
export function checkPaidAt(check: Pick<CheckPayment, 'deposited_on'>): string {
  return `${check.deposited_on}T20:00:00.000Z`;
}

/**
 * A plan of N monthly payments that Stripe ended before the N-th payment was cancelled by the payer, the office
 * or failed payments; one that ended after all N payments simply finished, and keeps no cancel date.
 */
export function deriveCancelDate(
  tracking: Pick<PaymentTracking, 'months' | 'subscription_ended_at'>,
  paymentsMade: number,
): string | null {
  if (!tracking.subscription_ended_at) return null;
  const planned = tracking.months ?? 1;
  return paymentsMade >= planned ? null : tracking.subscription_ended_at;
}

/** A checkout the payer finished: paid, or a bank debit authorised and still clearing. */
export function countsAsPledged(record: Pick<PaymentFacts, 'checkout_status'>): boolean {
  return record.checkout_status === 'complete' || record.checkout_status === 'processing';
}

/**
 * What a card checkout record counts as pledged: the pledge; for a plan that ended early, the gifts actually
 * paid; less the gifts given back by refunds and lost disputes. A covered fee is not a gift, so money returned
 * from a grossed-up charge returns the gift in the same proportion.
 */
export function derivePledged(record: PaymentFacts): number | null {
  if (!countsAsPledged(record) || record.pledge_amt == null) return null;
  const pledgeCents = toCents(record.pledge_amt);
  const months = record.months ?? 1;
  const giftPerPayment = Math.round(pledgeCents / months);
  const charges = record.stripe_charges ?? {};
  const paymentsMade = Object.keys(charges).length;
  const endedEarly = deriveCancelDate(record, paymentsMade) !== null;
  const base = endedEarly ? Math.min(pledgeCents, giftPerPayment * paymentsMade) : pledgeCents;
  const lost = new Map<string, number>();
  for (const dispute of values(record.stripe_disputes))
    if (dispute.status === 'lost') lost.set(dispute.charge, (lost.get(dispute.charge) ?? 0) + dispute.amount);
  let returned = 0;
  for (const [id, charge] of Object.entries(charges)) {
    const back = Math.min(charge.amount, charge.refunded + (lost.get(id) ?? 0));
    if (back === 0 || charge.amount === 0) continue;
    const gift = record.fee_covered ? Math.min(giftPerPayment, charge.amount) : charge.amount;
    returned += Math.round((back * gift) / charge.amount);
  }
  return centsToDollars(Math.max(0, base - returned));
}
