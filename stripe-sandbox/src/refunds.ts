import { invalidRequest } from './errors.ts';
import { newId, nowSeconds } from './ids.ts';
import { balanceTransaction } from './ledger.ts';
import type { Store } from './store.ts';
import type { Charge, Refund } from './types.ts';

export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export type RefundInput = { amount?: number; reason?: RefundReason; metadata?: Record<string, string> };

/** A refund, full by default; Stripe keeps its processing fee, so the refund's own transaction has no fee. */
export function refundCharge(
  store: Store,
  charge: Charge,
  input: RefundInput = {},
): { refund: Refund; previous: Record<string, unknown> } {
  const { amount } = input;
  const remaining = charge.amount - charge.amount_refunded;
  if (charge.status !== 'succeeded')
    throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, 'charge');
  // Stripe refuses to refund a charged-back payment: the money already went back through the dispute.
  if (store.all('dispute').some((dispute) => dispute.charge === charge.id && dispute.status !== 'won'))
    throw invalidRequest(
      `Charge ${charge.id} has been charged back; cannot issue a refund.`,
      'charge',
      'charge_disputed',
    );
  if (remaining === 0)
    throw invalidRequest(
      `Charge ${charge.id} has already been refunded.`,
      'charge',
      'charge_already_refunded',
    );
  const refundAmount = amount ?? remaining;
  if (refundAmount <= 0)
    throw invalidRequest('Refund amount must be positive.', 'amount', 'parameter_invalid_integer');
  if (refundAmount > remaining) {
    throw invalidRequest(
      `Refund amount ($${(refundAmount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
      'amount',
      'amount_too_large',
    );
  }
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  const txn = balanceTransaction(store, {
    amount: -refundAmount,
    fee: 0,
    source: '',
    type: 'refund',
    reportingCategory: 'refund',
    description: 'REFUND FOR CHARGE',
    currency: charge.currency,
  });
  const refund = store.put<Refund>({
    id: newId('re'),
    object: 'refund',
    amount: refundAmount,
    balance_transaction: txn.id,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    metadata: { ...input.metadata },
    payment_intent: charge.payment_intent,
    reason: input.reason ?? null,
    status: 'succeeded',
  });
  txn.source = refund.id;
  charge.amount_refunded += refundAmount;
  charge.refunded = charge.amount_refunded === charge.amount;
  return { refund, previous };
}

/** Stripe's documented reasons for a refund that failed after it was sent (to a closed card account, say). */
export const REFUND_FAILURE_REASONS = [
  'lost_or_stolen_card',
  'expired_or_canceled_card',
  'charge_for_pending_refund_disputed',
  'insufficient_funds',
  'declined',
  'merchant_request',
  'unknown',
] as const;
export type RefundFailureReason = (typeof REFUND_FAILURE_REASONS)[number];

/**
 * A refund the bank could not deliver: it becomes failed, the money comes back to our balance (a
 * refund_failure transaction) and the charge counts it as unrefunded again.
 */
export function failRefund(
  store: Store,
  refund: Refund,
  reason: RefundFailureReason,
): { charge: Charge; previous: Record<string, unknown> } {
  if (refund.status !== 'succeeded' && refund.status !== 'pending')
    throw invalidRequest(
      `Refund ${refund.id} is ${refund.status}; only a succeeded or pending refund can fail.`,
    );
  const charge = store.find('charge', refund.charge);
  if (!charge) throw invalidRequest(`Refund ${refund.id} names no charge the sandbox knows.`);
  const previous = { status: refund.status, failure_reason: null, failure_balance_transaction: null };
  const txn = balanceTransaction(store, {
    amount: refund.amount,
    fee: 0,
    source: refund.id,
    type: 'refund_failure',
    reportingCategory: 'refund_failure',
    description: null,
    currency: refund.currency,
  });
  Object.assign(refund, { status: 'failed', failure_reason: reason, failure_balance_transaction: txn.id });
  charge.amount_refunded -= refund.amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  return { charge, previous };
}
