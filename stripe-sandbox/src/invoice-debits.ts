import { noSuch } from './errors.ts';
import { invoiceOfIntent, markInvoicePaid } from './invoices.ts';
import { failPayment, succeedPayment } from './payments.ts';
import type { EventRecord, Store } from './store.ts';
import type { PaymentIntent } from './types.ts';
import type { Webhooks } from './webhooks.ts';

/**
 * A subscription invoice's bank debit clears or is returned, days after the invoice: invoice.paid (the
 * subscription active) or invoice.payment_failed (the invoice left open, the subscription past due). The first
 * invoice's outcome is also its Checkout Session's: checkout.session.async_payment_succeeded or _failed, in the
 * configured order beside the invoice's event.
 */
export function settleInvoiceDebit(
  store: Store,
  hooks: Webhooks,
  intent: PaymentIntent,
  outcome: 'succeed' | 'fail',
): EventRecord[] {
  const found = invoiceOfIntent(store, intent.id);
  if (!found) throw noSuch('checkout session or invoice of payment_intent', intent.id);
  const subscriptionId = found.invoice.parent.subscription_details.subscription;
  const subscription = store.find('subscription', subscriptionId);
  if (!subscription) throw noSuch('subscription', subscriptionId);
  const succeeded = outcome === 'succeed';
  if (succeeded) {
    succeedPayment(store, intent);
    markInvoicePaid(found);
  } else failPayment(store, intent);
  if (subscription.status !== 'canceled') subscription.status = succeeded ? 'active' : 'past_due';
  const events = [hooks.record(succeeded ? 'invoice.paid' : 'invoice.payment_failed', found.invoice)];
  const session = store
    .all('checkout.session')
    .find((candidate) => candidate.subscription === subscriptionId && candidate.payment_status === 'unpaid');
  if (found.invoice.billing_reason !== 'subscription_create' || !session) return events;
  if (succeeded) session.payment_status = 'paid';
  const async = hooks.record(
    succeeded ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed',
    session,
  );
  return store.config.eventOrder === 'invoice-first' ? [...events, async] : [async, ...events];
}
