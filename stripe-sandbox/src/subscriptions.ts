import { invalidRequest } from './errors.ts';
import { addBillingMonths } from '@hope/domain/time';
import { newId, nowSeconds } from './ids.ts';
import { createInvoice, isBankSubscription, itemOf } from './invoices.ts';
import type { PaymentMethodType } from './payments.ts';
import type { Store } from './store.ts';
import type { Invoice, Subscription, SubscriptionItem } from './types.ts';

type NewSubscription = {
  customer: string;
  currency: string;
  unitAmount: number;
  quantity: number;
  metadata: Record<string, string>;
  /** How every invoice is paid; absent: a card. */
  method?: PaymentMethodType;
};

/** Where a subscription stands: its id, anchor and current period (a registered one's may lie in the past). */
type SubscriptionTimes = { id: string; start: number; periodStart: number; periodEnd: number };

/** An active monthly subscription with one item and its own recurring price, as Checkout creates it. */
export function newSubscription(
  store: Store,
  input: NewSubscription,
  times: SubscriptionTimes,
): Subscription {
  const { id, start } = times;
  const item: SubscriptionItem = {
    id: newId('si', 14),
    object: 'subscription_item',
    created: start,
    current_period_start: times.periodStart,
    current_period_end: times.periodEnd,
    metadata: {},
    quantity: input.quantity,
    subscription: id,
    price: {
      id: newId('price'),
      object: 'price',
      active: false,
      created: start,
      currency: input.currency,
      livemode: false,
      metadata: {},
      product: newId('prod', 14),
      type: 'recurring',
      unit_amount: input.unitAmount,
      recurring: {
        interval: 'month',
        interval_count: 1,
        meter: null,
        trial_period_days: null,
        usage_type: 'licensed',
      },
    },
  };
  return store.put<Subscription>({
    id,
    object: 'subscription',
    billing_cycle_anchor: start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    created: start,
    currency: input.currency,
    customer: input.customer,
    ended_at: null,
    items: {
      object: 'list',
      data: [item],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: { ...input.metadata },
    payment_settings: { payment_method_types: [input.method ?? 'card'] },
    start_date: start,
    status: 'active',
  });
}

/**
 * A monthly subscription anchored now with its first invoice (billing_reason subscription_create): paid by a
 * card; by a bank, open with its debit processing and the subscription incomplete until it clears (Stripe's
 * state of a subscription whose first payment is pending).
 */
export function startSubscription(
  store: Store,
  input: NewSubscription,
): { subscription: Subscription; invoice: Invoice } {
  const now = nowSeconds();
  const subscription = newSubscription(store, input, {
    id: newId('sub'),
    start: now,
    periodStart: now,
    periodEnd: addBillingMonths(now, 1),
  });
  const invoice = createInvoice(store, subscription, {
    reason: 'subscription_create',
    periodStart: now,
    periodEnd: now,
    outcome: isBankSubscription(subscription) ? 'processing' : 'succeeded',
  });
  if (isBankSubscription(subscription)) subscription.status = 'incomplete';
  return { subscription, invoice };
}

export type AdvanceResult =
  | { kind: 'ended'; subscription: Subscription }
  | { kind: 'invoiced'; invoice: Invoice; outcome: 'succeeded' | 'failed' | 'processing' };

/**
 * Moves one subscription to its next period boundary, as a Stripe test clock would. At or past cancel_at the
 * subscription ends with no invoice; otherwise the next month is invoiced: a card's paid, or failed with
 * `fail`; a bank's debit processing until POST /__sandbox/payment_intents/:id/succeed|fail settles it.
 */
export function advanceSubscription(store: Store, subscription: Subscription, fail: boolean): AdvanceResult {
  if (subscription.status === 'canceled')
    throw invalidRequest(`Subscription ${subscription.id} has already ended.`);
  const bank = isBankSubscription(subscription);
  if (bank && fail)
    throw invalidRequest(
      'A bank debit fails days after its invoice: advance, then fail its PaymentIntent with payment_intents/:id/fail.',
      'fail',
    );
  const item = itemOf(subscription);
  const { current_period_start: oldStart, current_period_end: oldEnd } = item;
  if (subscription.cancel_at !== null && subscription.cancel_at <= oldEnd) {
    Object.assign(subscription, { status: 'canceled', ended_at: subscription.cancel_at });
    subscription.canceled_at ??= subscription.cancel_at;
    subscription.cancellation_details!.reason ??= 'cancellation_requested';
    return { kind: 'ended', subscription };
  }
  // Periods are counted from the anchor so that a clamped month (Feb 28) does not shift later ones.
  let months = 1;
  while (addBillingMonths(subscription.billing_cycle_anchor, months) <= oldEnd) months += 1;
  item.current_period_start = oldEnd;
  item.current_period_end = addBillingMonths(subscription.billing_cycle_anchor, months);
  const invoice = createInvoice(store, subscription, {
    reason: 'subscription_cycle',
    periodStart: oldStart,
    periodEnd: oldEnd,
    outcome: bank ? 'processing' : fail ? 'failed' : 'succeeded',
  });
  if (!bank) subscription.status = fail ? 'past_due' : 'active';
  return { kind: 'invoiced', invoice, outcome: bank ? 'processing' : fail ? 'failed' : 'succeeded' };
}

/** DELETE /v1/subscriptions/:id: ends it now, as a cancellation our side requested. */
export function cancelSubscription(subscription: Subscription): Subscription {
  if (subscription.status === 'canceled')
    throw invalidRequest(`Subscription ${subscription.id} is already canceled.`);
  const now = nowSeconds();
  Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now });
  subscription.cancellation_details!.reason = 'cancellation_requested';
  return subscription;
}
