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
/** A card, or a US bank account (ACH Direct Debit: processing for days before it succeeds or fails). */
export type PaymentMethodType = 'card' | 'us_bank_account';

type PaymentBase = { amount: number; currency: string; customer: string | null; created: number };

/** A processing PaymentIntent with no charge yet; a fresh id unless one is given (a registered object). */
export function newIntent(
  store: Store,
  input: PaymentBase & {
    id?: string;
    metadata: Record<string, string>;
    description?: string | null;
    paymentMethod?: string | null;
  },
): PaymentIntent {
  return store.put<PaymentIntent>({
    id: input.id ?? newId('pi'),
    object: 'payment_intent',
    amount: input.amount,
    amount_received: 0,
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    description: input.description ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: { ...input.metadata },
    payment_method: input.paymentMethod ?? null,
    status: 'processing',
  });
}

/** A pending Charge; a fresh id unless one is given (a registered object). */
export function newCharge(
  store: Store,
  input: PaymentBase & { id?: string; paymentIntent: string | null; method?: PaymentMethodType },
): Charge {
  return store.put<Charge>({
    id: input.id ?? newId('ch'),
    object: 'charge',
    amount: input.amount,
    amount_captured: 0,
    amount_refunded: 0,
    balance_transaction: null,
    captured: false,
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    disputed: false,
    failure_code: null,
    failure_message: null,
    livemode: false,
    // Stripe copies a Checkout Session's payment_intent_data.metadata onto the PaymentIntent only.
    metadata: {},
    paid: false,
    payment_intent: input.paymentIntent,
    payment_method_details:
      input.method === 'us_bank_account'
        ? { type: 'us_bank_account', us_bank_account: { last4: '6789' } }
        : { type: 'card' },
    refunded: false,
    status: 'pending',
  });
}

/** A PaymentIntent with its one Charge; a succeeded charge gets its balance transaction unless fees are deferred. */
export function createPayment(
  store: Store,
  input: {
    amount: number;
    currency: string;
    customer: string | null;
    metadata: Record<string, string>;
    outcome: PaymentOutcome;
    method?: PaymentMethodType;
  },
): { intent: PaymentIntent; charge: Charge } {
  const base = { ...input, created: nowSeconds() };
  const intent = newIntent(store, base);
  const charge = newCharge(store, { ...base, paymentIntent: intent.id });
  intent.latest_charge = charge.id;
  if (input.outcome === 'succeeded') succeedPayment(store, intent);
  if (input.outcome === 'failed') failPayment(store, intent);
  return { intent, charge };
}

/** The payment's Charge (every PaymentIntent the sandbox makes has one). */
export function chargeOf(store: Store, intent: PaymentIntent): Charge {
  const charge = intent.latest_charge ? store.find('charge', intent.latest_charge) : undefined;
  if (!charge) throw noSuch('charge', intent.latest_charge ?? '(none)');
  return charge;
}

export function succeedPayment(store: Store, intent: PaymentIntent): void {
  const charge = chargeOf(store, intent);
  Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
  succeedCharge(charge);
  if (!store.config.deferBalanceTransactions) settleCharge(store, charge);
}

/** The charge captured in full (its balance transaction is the caller's: now, later, or a registered one). */
export function succeedCharge(charge: Charge): void {
  Object.assign(charge, { status: 'succeeded', paid: true, captured: true, amount_captured: charge.amount });
}

export function failPayment(store: Store, intent: PaymentIntent): void {
  const charge = chargeOf(store, intent);
  intent.status = 'requires_payment_method';
  const bank = charge.payment_method_details?.type === 'us_bank_account';
  Object.assign(
    charge,
    bank
      ? {
          status: 'failed',
          failure_code: 'insufficient_funds',
          failure_message: 'The account has insufficient funds.',
        }
      : { status: 'failed', failure_code: 'card_declined', failure_message: 'Your card was declined.' },
  );
}
