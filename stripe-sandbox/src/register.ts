import { invalidRequest } from './errors.ts';
import { newCharge, newIntent, succeedCharge } from './payments.ts';
import { settleCharge } from './ledger.ts';
import { chosenCard, saveCard } from './setup.ts';
import type { Store } from './store.ts';
import { newSubscription } from './subscriptions.ts';
import type { Charge, Customer, PaymentIntent, Subscription } from './types.ts';

/**
 * Objects made before this sandbox started (the demo data's payments), given as they stand now: times are unix
 * seconds, amounts cents, currency usd.
 */
export type ExistingObjects = {
  customers?: { id: string; email?: string | null; name?: string | null; created?: number }[];
  /**
   * Cards saved to those customers (a pledge's card saved through a setup session), each one of the test cards
   * by its number (4242 4242 4242 4242 by default): later off-session charges answer as that card does.
   */
  payment_methods?: { id: string; customer: string; card?: string; created?: number }[];
  /** Succeeded intents; metadata {record_id, collection} when the app's checkout made them. */
  payment_intents?: {
    id: string;
    amount: number;
    customer?: string | null;
    metadata?: Record<string, string>;
    created?: number;
  }[];
  /** Succeeded charges with their balance transaction (net is amount - fee) and what was refunded so far. */
  charges?: {
    id: string;
    amount: number;
    fee: number;
    amount_refunded?: number;
    payment_intent?: string | null;
    customer?: string | null;
    created?: number;
  }[];
  /** Monthly subscriptions, each with one item priced at the monthly amount. */
  subscriptions?: {
    id: string;
    customer: string;
    status: 'active' | 'canceled';
    metadata: Record<string, string>;
    unit_amount: number;
    created: number;
    current_period_start: number;
    current_period_end: number;
    /** When a canceled one ended (default: its period's end). */
    ended_at?: number;
  }[];
};

export type Registered = {
  customers: number;
  payment_methods: number;
  payment_intents: number;
  charges: number;
  subscriptions: number;
};

const CURRENCY = 'usd';

function cents(value: unknown, name: string, min = 0): number {
  if (!Number.isSafeInteger(value) || (value as number) < min)
    throw invalidRequest(`${name} must be a whole number of cents, at least ${min}.`, name);
  return value as number;
}

function seconds(value: unknown, name: string): number {
  if (!Number.isSafeInteger(value) || (value as number) <= 0)
    throw invalidRequest(`${name} must be a unix time in seconds.`, name);
  return value as number;
}

/** An id shaped like Stripe's for its kind, and not yet known: registering never replaces an object. */
function freshId(store: Store, id: unknown, prefix: string, name: string): string {
  if (typeof id !== 'string' || !new RegExp(`^${prefix}_[A-Za-z0-9]+$`).test(id))
    throw invalidRequest(`${name} must be an id starting with ${prefix}_.`, name);
  if (store.objects.has(id)) throw invalidRequest(`${id} already exists in the sandbox.`, name);
  return id;
}

function known<K extends 'customer' | 'payment_intent'>(store: Store, kind: K, id: unknown, name: string) {
  if (id === undefined || id === null) return null;
  if (typeof id !== 'string' || !store.find(kind, id))
    throw invalidRequest(`${name} names no ${kind} the sandbox knows: ${String(id)}.`, name);
  return id;
}

function requiredCustomer(store: Store, id: unknown, name: string): string {
  const customer = known(store, 'customer', id, name);
  if (customer === null) throw invalidRequest(`${name} is required.`, name, 'parameter_missing');
  return customer;
}

function metadataOf(value: unknown, name: string): Record<string, string> {
  if (value === undefined) return {};
  const ok =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((each) => typeof each === 'string');
  if (!ok) throw invalidRequest(`${name} must map keys to strings.`, name);
  return value as Record<string, string>;
}

/**
 * Registers existing objects so that the API treats them as payments made through the sandbox: refunds,
 * disputes and subscription updates and cancels work on them and send the same events, and a saved card is
 * charged off session. Customers first, then their saved cards, intents, charges (which may name an intent or customer of the same call) and subscriptions. No events are sent:
 * these objects' own events happened before. Each object is checked before it is stored; a refused call may
 * have stored the objects before the refused one.
 */
export function registerObjects(store: Store, input: ExistingObjects): Registered {
  const now = Math.floor(Date.now() / 1000);
  const customers: Customer[] = (input.customers ?? []).map((each, i) =>
    store.put<Customer>({
      id: freshId(store, each.id, 'cus', `customers[${i}][id]`),
      object: 'customer',
      created: each.created === undefined ? now : seconds(each.created, `customers[${i}][created]`),
      email: each.email ?? null,
      livemode: false,
      metadata: {},
      name: each.name ?? null,
    }),
  );
  const methods = (input.payment_methods ?? []).map((each, i) => {
    const name = `payment_methods[${i}]`;
    return saveCard(
      store,
      chosenCard(each.card, `${name}[card]`),
      requiredCustomer(store, each.customer, `${name}[customer]`),
      {
        id: freshId(store, each.id, 'pm', `${name}[id]`),
        created: each.created === undefined ? now : seconds(each.created, `${name}[created]`),
      },
    );
  });
  const intents: PaymentIntent[] = (input.payment_intents ?? []).map((each, i) => {
    const name = `payment_intents[${i}]`;
    const intent = newIntent(store, {
      id: freshId(store, each.id, 'pi', `${name}[id]`),
      amount: cents(each.amount, `${name}[amount]`, 50),
      currency: CURRENCY,
      customer: known(store, 'customer', each.customer, `${name}[customer]`),
      created: each.created === undefined ? now : seconds(each.created, `${name}[created]`),
      metadata: metadataOf(each.metadata, `${name}[metadata]`),
    });
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    return intent;
  });
  const charges: Charge[] = (input.charges ?? []).map((each, i) => registerCharge(store, each, i, now));
  const subscriptions: Subscription[] = (input.subscriptions ?? []).map((each, i) =>
    registerSubscription(store, each, i),
  );
  return {
    customers: customers.length,
    payment_methods: methods.length,
    payment_intents: intents.length,
    charges: charges.length,
    subscriptions: subscriptions.length,
  };
}

function registerCharge(
  store: Store,
  each: NonNullable<ExistingObjects['charges']>[number],
  i: number,
  now: number,
): Charge {
  const name = `charges[${i}]`;
  const amount = cents(each.amount, `${name}[amount]`, 50);
  const fee = cents(each.fee, `${name}[fee]`);
  const refunded =
    each.amount_refunded === undefined ? 0 : cents(each.amount_refunded, `${name}[amount_refunded]`);
  if (fee > amount || refunded > amount)
    throw invalidRequest(`${name}: the fee and the refunded amount are at most the amount.`, name);
  const charge = newCharge(store, {
    id: freshId(store, each.id, 'ch', `${name}[id]`),
    amount,
    currency: CURRENCY,
    customer: known(store, 'customer', each.customer, `${name}[customer]`),
    created: each.created === undefined ? now : seconds(each.created, `${name}[created]`),
    paymentIntent: known(store, 'payment_intent', each.payment_intent, `${name}[payment_intent]`),
  });
  succeedCharge(charge);
  settleCharge(store, charge, fee);
  Object.assign(charge, { amount_refunded: refunded, refunded: refunded === amount });
  const intent = charge.payment_intent ? store.find('payment_intent', charge.payment_intent) : undefined;
  if (intent) intent.latest_charge = charge.id;
  return charge;
}

function registerSubscription(
  store: Store,
  each: NonNullable<ExistingObjects['subscriptions']>[number],
  i: number,
): Subscription {
  const name = `subscriptions[${i}]`;
  if (each.status !== 'active' && each.status !== 'canceled')
    throw invalidRequest(`${name}[status] must be active or canceled.`, `${name}[status]`);
  const periodStart = seconds(each.current_period_start, `${name}[current_period_start]`);
  const periodEnd = seconds(each.current_period_end, `${name}[current_period_end]`);
  if (periodEnd <= periodStart)
    throw invalidRequest(`${name}: the period must end after it starts.`, `${name}[current_period_end]`);
  const subscription = newSubscription(
    store,
    {
      customer: requiredCustomer(store, each.customer, `${name}[customer]`),
      currency: CURRENCY,
      unitAmount: cents(each.unit_amount, `${name}[unit_amount]`, 50),
      quantity: 1,
      metadata: metadataOf(each.metadata, `${name}[metadata]`),
    },
    {
      id: freshId(store, each.id, 'sub', `${name}[id]`),
      start: seconds(each.created, `${name}[created]`),
      periodStart,
      periodEnd,
    },
  );
  if (each.status === 'canceled') {
    const endedAt = each.ended_at === undefined ? periodEnd : seconds(each.ended_at, `${name}[ended_at]`);
    Object.assign(subscription, { status: 'canceled', canceled_at: endedAt, ended_at: endedAt });
    subscription.cancellation_details!.reason = 'cancellation_requested';
  }
  return subscription;
}
