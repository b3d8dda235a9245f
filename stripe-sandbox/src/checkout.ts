import { invalidRequest, noSuch } from './errors.ts';
import { nowSeconds } from './ids.ts';
import { settleInvoiceDebit } from './invoice-debits.ts';
import { createCustomer, createPayment, failPayment, succeedPayment } from './payments.ts';
import type { EventRecord, SessionPlan, Store } from './store.ts';
import { completeSetupSession } from './setup.ts';
import { startSubscription } from './subscriptions.ts';
import type { PaymentIntent, Session } from './types.ts';
import type { Webhooks } from './webhooks.ts';

export type AsyncOutcome = 'succeed' | 'fail';

export function openSession(store: Store, id: string): { session: Session; plan: SessionPlan } {
  const session = openSessionOfAnyMode(store, id);
  const plan = store.plans.get(id);
  if (!plan) throw noSuch('checkout session', id);
  return { session, plan };
}

/** A session still open, in any mode (a setup-mode session has no plan: it sells nothing). */
export function openSessionOfAnyMode(store: Store, id: string): Session {
  const session = store.find('checkout.session', id);
  if (!session) throw noSuch('checkout session', id);
  if (session.status !== 'open')
    throw invalidRequest(`Checkout Session ${id} is ${session.status}, not open.`);
  return session;
}

/**
 * The payer pressed Pay. Payment mode: customer (when customer_creation is 'always'), PaymentIntent, Charge and
 * balance transaction. Subscription mode: customer, subscription and its first invoice, paid (a card) in Stripe's
 * order, or processing (a bank: completed unpaid).
 * Returns the events recorded; the caller delivers them.
 */
export function completeSession(
  store: Store,
  hooks: Webhooks,
  id: string,
  asyncOutcome?: AsyncOutcome,
): EventRecord[] {
  if (store.find('checkout.session', id)?.mode === 'setup') return completeSetupSession(store, hooks, id);
  const { session, plan } = openSession(store, id);
  const amount = plan.unitAmount * plan.quantity;
  const email = session.customer_email;
  const bank = isBankSession(session);
  if (session.mode === 'subscription') {
    if (asyncOutcome)
      throw invalidRequest(
        "A subscription's bank debit is settled after checkout: POST /__sandbox/payment_intents/:id/succeed or fail.",
        'async',
      );
    const customer = createCustomer(store, email);
    const { subscription, invoice } = startSubscription(store, {
      customer: customer.id,
      currency: session.currency ?? 'usd',
      unitAmount: plan.unitAmount,
      quantity: plan.quantity,
      metadata: plan.subscriptionMetadata,
      method: bank ? 'us_bank_account' : 'card',
    });
    // By bank, the first invoice's debit is processing: completed unpaid, its outcome days later.
    markComplete(session, customer.id, bank ? 'unpaid' : 'paid');
    session.subscription = subscription.id;
    if (bank) return [hooks.record('checkout.session.completed', session)];
    const invoicePaid = hooks.record('invoice.paid', invoice);
    const completed = hooks.record('checkout.session.completed', session);
    return store.config.eventOrder === 'invoice-first' ? [invoicePaid, completed] : [completed, invoicePaid];
  }
  // Without customer_creation 'always', Stripe keeps a one-time payer as a guest: no Customer object.
  const customer = session.customer_creation === 'always' ? createCustomer(store, email).id : null;
  const { intent } = createPayment(store, {
    amount,
    currency: session.currency ?? 'usd',
    customer,
    metadata: plan.paymentIntentMetadata,
    // A bank debit clears days later (settleBankPayment), unless the caller decides its outcome now.
    outcome: asyncOutcome || bank ? 'processing' : 'succeeded',
    method: bank ? 'us_bank_account' : 'card',
  });
  markComplete(session, customer, asyncOutcome || bank ? 'unpaid' : 'paid');
  session.payment_intent = intent.id;
  const events = [hooks.record('checkout.session.completed', session)];
  if (asyncOutcome) events.push(...resolveDelayed(store, hooks, session, intent, asyncOutcome));
  return events;
}

/** A session the payer pays from a US bank account (the app names one method per session). */
export function isBankSession(session: Session): boolean {
  return session.payment_method_types?.[0] === 'us_bank_account';
}

/** A delayed payment clears or fails: the session's async event, as Stripe sends it. */
function resolveDelayed(
  store: Store,
  hooks: Webhooks,
  session: Session,
  intent: PaymentIntent,
  outcome: AsyncOutcome,
): EventRecord[] {
  if (outcome === 'succeed') {
    succeedPayment(store, intent);
    session.payment_status = 'paid';
    return [hooks.record('checkout.session.async_payment_succeeded', session)];
  }
  failPayment(store, intent);
  return [hooks.record('checkout.session.async_payment_failed', session)];
}

/**
 * A bank debit still processing clears (`succeed`) or is returned by the bank (`fail`), days after the payer
 * authorised it at checkout, or after a bank subscription's invoice.
 */
export function settleDelayedPayment(
  store: Store,
  hooks: Webhooks,
  paymentIntentId: string,
  outcome: AsyncOutcome,
): EventRecord[] {
  const intent = store.find('payment_intent', paymentIntentId);
  if (!intent) throw noSuch('payment_intent', paymentIntentId);
  if (intent.status !== 'processing')
    throw invalidRequest(`PaymentIntent ${paymentIntentId} is ${intent.status}, not processing.`);
  const session = store
    .all('checkout.session')
    .find((candidate) => candidate.payment_intent === paymentIntentId);
  // Not a checkout's own payment: a subscription invoice's debit.
  if (!session) return settleInvoiceDebit(store, hooks, intent, outcome);
  return resolveDelayed(store, hooks, session, intent, outcome);
}

function markComplete(session: Session, customer: string | null, paymentStatus: 'paid' | 'unpaid'): void {
  Object.assign(session, {
    status: 'complete',
    payment_status: paymentStatus,
    customer,
    url: null,
    customer_details: { email: session.customer_email, name: null },
  });
}

/** The payer never came back: Stripe expires the session (normally after 24 hours). */
export function expireSession(store: Store, hooks: Webhooks, id: string): EventRecord[] {
  const session = openSessionOfAnyMode(store, id);
  Object.assign(session, {
    status: 'expired',
    url: null,
    expires_at: Math.min(session.expires_at, nowSeconds()),
  });
  return [hooks.record('checkout.session.expired', session)];
}
