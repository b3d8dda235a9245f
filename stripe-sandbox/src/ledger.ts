import { stripeFeeCents } from '@hope/domain/money';
import { availableOn } from './days.ts';
import { invalidRequest } from './errors.ts';
import { newId, nowSeconds } from './ids.ts';
import type { Store } from './store.ts';
import type { BalanceTransaction, Charge } from './types.ts';

/**
 * Creates the charge's balance transaction (the fee and net). Stripe may do this some time after the charge.
 * The fee is the domain's model (the one the checkout grosses a covered fee up with) unless given: a registered
 * charge keeps the fee it was recorded with.
 */
export function settleCharge(
  store: Store,
  charge: Charge,
  fee: number = stripeFeeCents(charge.amount, charge.payment_method_details?.type ?? 'card'),
): BalanceTransaction {
  if (charge.status !== 'succeeded')
    throw invalidRequest(`Charge ${charge.id} has not succeeded; it has no fee to settle.`, 'charge');
  if (charge.balance_transaction)
    throw invalidRequest(
      `Charge ${charge.id} already has balance transaction ${charge.balance_transaction}.`,
      'charge',
    );
  const txn = balanceTransaction(store, {
    amount: charge.amount,
    fee,
    feeDescription: 'Stripe processing fees',
    source: charge.id,
    type: 'charge',
    reportingCategory: 'charge',
    description: 'Payment',
    currency: charge.currency,
    // Stripe dates a charge's balance transaction with the charge, whenever the fee is settled: a payment
    // registered from before the sandbox started is available two days after it was made, not after it was
    // registered.
    created: charge.created,
  });
  charge.balance_transaction = txn.id;
  return txn;
}

type TxnInput = {
  amount: number;
  fee: number;
  feeDescription?: string;
  source: string;
  type: 'charge' | 'refund' | 'refund_failure' | 'adjustment' | 'payout';
  reportingCategory: 'charge' | 'refund' | 'refund_failure' | 'dispute' | 'dispute_reversal' | 'payout';
  description: string | null;
  currency: string;
  /**
   * When it was made (default now): a charge's is dated by the charge; a payout's own is dated by the payout and
   * available at once.
   */
  created?: number;
};

/**
 * One movement of our balance: net = amount - fee, the fee (negative when returned) itemised. Pending until
 * its funds are available; an automatic payout marks the ones it settles available.
 */
export function balanceTransaction(store: Store, input: TxnInput): BalanceTransaction {
  const { amount, fee, source, type, currency } = input;
  const created = input.created ?? nowSeconds();
  const immediate = type === 'payout';
  return store.put<BalanceTransaction>({
    id: newId('txn'),
    object: 'balance_transaction',
    amount,
    available_on: immediate ? created : availableOn(created),
    balance_type: 'payments',
    created,
    currency,
    description: input.description,
    exchange_rate: null,
    fee,
    net: amount - fee,
    fee_details: fee
      ? [
          {
            amount: fee,
            application: null,
            currency,
            description: input.feeDescription ?? null,
            type: 'stripe_fee',
          },
        ]
      : [],
    reporting_category: input.reportingCategory,
    source,
    status: immediate ? 'available' : 'pending',
    type,
  });
}
