import { newId, nowSeconds } from './ids.ts';
import { createPayment, type PaymentOutcome } from './payments.ts';
import type { Store } from './store.ts';
import type { Invoice, InvoicePayment, Subscription, SubscriptionItem } from './types.ts';

export const itemOf = (subscription: Subscription): SubscriptionItem => subscription.items.data[0]!;

type InvoiceInput = {
  reason: 'subscription_create' | 'subscription_cycle';
  periodStart: number;
  periodEnd: number;
  /** A card's attempt succeeds or fails at once; a bank debit is processing until it is settled. */
  outcome: PaymentOutcome;
};

/** A subscription whose invoices are debited from a US bank account (ACH Direct Debit). */
export const isBankSubscription = (subscription: Subscription): boolean =>
  subscription.payment_settings.payment_method_types[0] === 'us_bank_account';

/**
 * An invoice charged through its own PaymentIntent, linked by an InvoicePayment (this API version has no
 * invoice.charge). A failed attempt leaves the invoice open and the payment unpaid; so does a bank debit still
 * processing, until settleInvoicePayment.
 */
export function createInvoice(store: Store, subscription: Subscription, input: InvoiceInput): Invoice {
  const item = itemOf(subscription);
  const amount = (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
  const created = nowSeconds();
  const { intent } = createPayment(store, {
    amount,
    currency: subscription.currency,
    customer: subscription.customer,
    metadata: {},
    outcome: input.outcome,
    method: isBankSubscription(subscription) ? 'us_bank_account' : 'card',
  });
  const paid = input.outcome === 'succeeded';
  const invoice = store.put<Invoice>({
    id: newId('in'),
    object: 'invoice',
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    billing_reason: input.reason,
    created,
    currency: subscription.currency,
    customer: subscription.customer,
    livemode: false,
    // Stripe's invoice period is the period *before* the invoice (equal instants on the first invoice).
    period_start: input.periodStart,
    period_end: input.periodEnd,
    status: paid ? 'paid' : 'open',
    subtotal: amount,
    total: amount,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
    },
  });
  store.put<InvoicePayment>({
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: paid ? amount : null,
    amount_requested: amount,
    created,
    currency: subscription.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: paid ? 'paid' : 'open',
    status_transitions: { canceled_at: null, paid_at: paid ? created : null },
  });
  subscription.latest_invoice = invoice.id;
  return invoice;
}

/** The invoice a PaymentIntent pays, with the InvoicePayment that links them; null when it pays none. */
export function invoiceOfIntent(
  store: Store,
  paymentIntentId: string,
): { invoice: Invoice; payment: InvoicePayment } | null {
  const payment = store
    .all('invoice_payment')
    .find((candidate) => candidate.payment.payment_intent === paymentIntentId);
  const invoice = payment ? store.find('invoice', payment.invoice) : undefined;
  return payment && invoice ? { invoice, payment } : null;
}

/** A processing debit that cleared pays its invoice in full (a returned one leaves both open, as a failed card's). */
export function markInvoicePaid(
  found: { invoice: Invoice; payment: InvoicePayment },
  at = nowSeconds(),
): void {
  const { invoice, payment } = found;
  Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
  Object.assign(payment, {
    status: 'paid',
    amount_paid: payment.amount_requested,
    status_transitions: { ...payment.status_transitions, paid_at: at },
  });
}
