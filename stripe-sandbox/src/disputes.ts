import { invalidRequest } from './errors.ts';
import { newId, nowSeconds } from './ids.ts';
import { balanceTransaction } from './ledger.ts';
import type { Store } from './store.ts';
import type { Charge, Dispute } from './types.ts';

/** Stripe's US dispute fee, withdrawn with the disputed amount and returned if the dispute is won. */
export const DISPUTE_FEE_CENTS = 1500;

/** The reasons Stripe documents for Dispute.reason. */
export const DISPUTE_REASONS = [
  'bank_cannot_process',
  'check_returned',
  'credit_not_processed',
  'customer_initiated',
  'debit_not_authorized',
  'duplicate',
  'fraudulent',
  'general',
  'incorrect_account_details',
  'insufficient_funds',
  'noncompliant',
  'product_not_received',
  'product_unacceptable',
  'subscription_canceled',
  'unrecognized',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export type DisputeOutcome = 'won' | 'lost';

/**
 * The payer's bank disputes a charge: the disputed amount and the dispute fee leave our balance at once (one
 * adjustment, reporting_category dispute) and the charge is marked disputed. Whole unrefunded amount by default.
 */
export function openDispute(
  store: Store,
  charge: Charge,
  input: { reason?: DisputeReason; amount?: number },
): Dispute {
  if (charge.status !== 'succeeded')
    throw invalidRequest(`Charge ${charge.id} has not succeeded; there is nothing to dispute.`, 'charge');
  if (charge.disputed) throw invalidRequest(`Charge ${charge.id} has already been disputed.`, 'charge');
  const unrefunded = charge.amount - charge.amount_refunded;
  const amount = input.amount ?? unrefunded;
  if (!Number.isInteger(amount) || amount < 1 || amount > unrefunded) {
    throw invalidRequest(
      `amount must be a whole number of cents from 1 to ${unrefunded} (the charge's unrefunded amount).`,
      'amount',
    );
  }
  const id = newId('dp');
  const withdrawal = balanceTransaction(store, {
    amount: -amount,
    fee: DISPUTE_FEE_CENTS,
    feeDescription: 'Dispute fee',
    source: id,
    type: 'adjustment',
    reportingCategory: 'dispute',
    description: `Chargeback withdrawal for ${charge.id}`,
    currency: charge.currency,
  });
  charge.disputed = true;
  return store.put<Dispute>({
    id,
    object: 'dispute',
    amount,
    balance_transactions: [withdrawal],
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason: input.reason ?? 'fraudulent',
    status: 'needs_response',
  });
}

/** The card network decides. Won: the amount and the fee come back (reporting_category dispute_reversal). */
export function closeDispute(
  store: Store,
  dispute: Dispute,
  outcome: DisputeOutcome,
): { previous: Record<string, unknown>; reinstated: boolean } {
  if (dispute.status !== 'needs_response' && dispute.status !== 'under_review')
    throw invalidRequest(`Dispute ${dispute.id} is already closed (${dispute.status}).`);
  const previous: Record<string, unknown> = { status: dispute.status };
  if (outcome === 'won') {
    previous.balance_transactions = structuredClone(dispute.balance_transactions);
    dispute.balance_transactions.push(
      balanceTransaction(store, {
        amount: dispute.amount,
        fee: -DISPUTE_FEE_CENTS,
        feeDescription: 'Dispute fee',
        source: dispute.id,
        type: 'adjustment',
        reportingCategory: 'dispute_reversal',
        description: `Chargeback reversal for ${dispute.charge}`,
        currency: dispute.currency,
      }),
    );
  }
  dispute.status = outcome;
  return { previous, reinstated: outcome === 'won' };
}
