import { noSuch } from './errors.ts';
import { settleCharge } from './ledger.ts';
import { newId, nowSeconds } from './ids.ts';
import type { Store } from './store.ts';
import type { Charge, Customer, PaymentIntent } from './types.ts';

export function createCustomer(store: Store, email: string | null): Customer {
  return store.put({
    id: newId('cus', 14),
    object: 'customer',
    created: nowSeconds(),
    email,
    livemode: false,
    metadata: {},
    name: null,
  });
}

export type PaymentOutcome = 'succeeded' | 'processing' | 'failed';

/** A PaymentIntent with its one Charge; a succeeded charge gets its balance transaction unless fees are deferred. */
export function createPayment(
  store: Store,
  input: {
    amount: number;
    currency: string;
    customer: string | null;
    metadata: Record<string, string>;
    outcome: PaymentOutcome;
  },
): { intent: PaymentIntent; charge: Charge } {
  const created = nowSeconds();
  const { amount, currency, customer, metadata, outcome } = input;
  const intent = store.put<PaymentIntent>({
    id: newId('pi'),
    object: 'payment_intent',
    amount,
    amount_received: 0,
    created,
    currency,
    customer,
    latest_charge: null,
    livemode: false,
    metadata: { ...metadata },
    status: 'processing',
  });
  const charge = store.put<Charge>({
    id: newId('ch'),
    object: 'charge',
    amount,
    amount_captured: 0,
    amount_refunded: 0,
    balance_transaction: null,
    captured: false,
    created,
    currency,
    customer,
    disputed: false,
    failure_code: null,
    failure_message: null,
    livemode: false,
    // Stripe copies a Checkout Session's payment_intent_data.metadata onto the PaymentIntent only.
    metadata: {},
    paid: false,
    payment_intent: intent.id,
    refunded: false,
    status: 'pending',
  });
  intent.latest_charge = charge.id;
  if (outcome === 'succeeded') succeedPayment(store, intent);
  if (outcome === 'failed') failPayment(store, intent);
  return { intent, charge };
}

function chargeOf(store: Store, intent: PaymentIntent): Charge {
  const charge = intent.latest_charge ? store.find('charge', intent.latest_charge) : undefined;
  if (!charge) throw noSuch('charge', intent.latest_charge ?? '(none)');
  return charge;
}

export function succeedPayment(store: Store, intent: PaymentIntent): void {
  const charge = chargeOf(store, intent);
  Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
  Object.assign(charge, { status: 'succeeded', paid: true, captured: true, amount_captured: charge.amount });
  if (!store.config.deferBalanceTransactions) settleCharge(store, charge);
}

export function failPayment(store: Store, intent: PaymentIntent): void {
  const charge = chargeOf(store, intent);
  intent.status = 'requires_payment_method';
  Object.assign(charge, {
    status: 'failed',
    failure_code: 'card_declined',
    failure_message: 'Your card was declined.',
  });
}
