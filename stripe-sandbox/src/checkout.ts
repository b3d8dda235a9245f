import { invalidRequest, noSuch } from './errors.ts';
import { nowSeconds } from './ids.ts';
import { createCustomer, createPayment, failPayment, succeedPayment } from './payments.ts';
import type { EventRecord, SessionPlan, Store } from './store.ts';
import { startSubscription } from './subscriptions.ts';
import type { Session } from './types.ts';
import type { Webhooks } from './webhooks.ts';

export type AsyncOutcome = 'succeed' | 'fail';

export function openSession(store: Store, id: string): { session: Session; plan: SessionPlan } {
  const session = store.find('checkout.session', id);
  const plan = store.plans.get(id);
  if (!session || !plan) throw noSuch('checkout session', id);
  if (session.status !== 'open')
    throw invalidRequest(`Checkout Session ${id} is ${session.status}, not open.`);
  return { session, plan };
}

/**
 * The payer pressed Pay. Payment mode: customer (when customer_creation is 'always'), PaymentIntent, Charge and
 * balance transaction. Subscription mode: customer, subscription and its first paid invoice, in Stripe's order.
 * Returns the events recorded; the caller delivers them.
 */
export function completeSession(
  store: Store,
  hooks: Webhooks,
  id: string,
  asyncOutcome?: AsyncOutcome,
): EventRecord[] {
  const { session, plan } = openSession(store, id);
  const amount = plan.unitAmount * plan.quantity;
  const email = session.customer_email;
  if (session.mode === 'subscription') {
    if (asyncOutcome)
      throw invalidRequest('The sandbox simulates delayed payments in payment mode only.', 'async');
    const customer = createCustomer(store, email);
    const { subscription, invoice } = startSubscription(store, {
      customer: customer.id,
      currency: session.currency ?? 'usd',
      unitAmount: plan.unitAmount,
      quantity: plan.quantity,
      metadata: plan.subscriptionMetadata,
    });
    markComplete(session, customer.id, 'paid');
    session.subscription = subscription.id;
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
    outcome: asyncOutcome ? 'processing' : 'succeeded',
  });
  markComplete(session, customer, asyncOutcome ? 'unpaid' : 'paid');
  session.payment_intent = intent.id;
  const events = [hooks.record('checkout.session.completed', session)];
  if (asyncOutcome === 'succeed') {
    succeedPayment(store, intent);
    session.payment_status = 'paid';
    events.push(hooks.record('checkout.session.async_payment_succeeded', session));
  } else if (asyncOutcome === 'fail') {
    failPayment(store, intent);
    events.push(hooks.record('checkout.session.async_payment_failed', session));
  }
  return events;
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
  const { session } = openSession(store, id);
  Object.assign(session, {
    status: 'expired',
    url: null,
    expires_at: Math.min(session.expires_at, nowSeconds()),
  });
  return [hooks.record('checkout.session.expired', session)];
}
