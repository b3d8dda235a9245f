import { stripeFeeCents } from '@hope/domain';
import { invalidRequest } from './errors.ts';
import { newId, nowSeconds } from './ids.ts';
import type { Store } from './store.ts';
import type { BalanceTransaction, Charge, Refund } from './types.ts';

/** Creates the charge's balance transaction (the fee and net). Stripe may do this some time after the charge. */
export function settleCharge(store: Store, charge: Charge): BalanceTransaction {
  if (charge.status !== 'succeeded')
    throw invalidRequest(`Charge ${charge.id} has not succeeded; it has no fee to settle.`, 'charge');
  if (charge.balance_transaction)
    throw invalidRequest(
      `Charge ${charge.id} already has balance transaction ${charge.balance_transaction}.`,
      'charge',
    );
  // The domain's fee model: the same one the checkout grosses a covered fee up with.
  const fee = stripeFeeCents(charge.amount);
  const txn = balanceTransaction(store, {
    amount: charge.amount,
    fee,
    source: charge.id,
    type: 'charge',
    currency: charge.currency,
  });
  charge.balance_transaction = txn.id;
  return txn;
}

function balanceTransaction(
  store: Store,
  input: { amount: number; fee: number; source: string; type: 'charge' | 'refund'; currency: string },
): BalanceTransaction {
  const created = nowSeconds();
  const { amount, fee, source, type, currency } = input;
  return store.put<BalanceTransaction>({
    id: newId('txn'),
    object: 'balance_transaction',
    amount,
    available_on: created + 2 * 86_400,
    created,
    currency,
    description: type === 'charge' ? 'Payment' : 'REFUND FOR CHARGE',
    fee,
    net: amount - fee,
    fee_details: fee
      ? [
          {
            amount: fee,
            application: null,
            currency,
            description: 'Stripe processing fees',
            type: 'stripe_fee',
          },
        ]
      : [],
    reporting_category: type,
    source,
    status: 'pending',
    type,
  });
}

/** A refund, full by default; Stripe keeps its processing fee, so the refund's own transaction has no fee. */
export function refundCharge(
  store: Store,
  charge: Charge,
  amount?: number,
): { refund: Refund; previous: Record<string, unknown> } {
  const remaining = charge.amount - charge.amount_refunded;
  if (charge.status !== 'succeeded')
    throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, 'charge');
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
    metadata: {},
    payment_intent: charge.payment_intent,
    status: 'succeeded',
  });
  txn.source = refund.id;
  charge.amount_refunded += refundAmount;
  charge.refunded = charge.amount_refunded === charge.amount;
  return { refund, previous };
}
