import type Stripe from 'stripe';
import { returnUrls } from '../config';

export type RecordCollection = 'donations' | 'community_partners';

/** What Stripe is asked to charge: one payment, or the same amount monthly for `months` payments. */
export type ChargePlan = {
  productName: string;
  unitAmountCents: number;
  months: number | null;
  customerEmail: string;
};

/** Only our record's id travels to Stripe (no student names); metadata is how every event finds it again. */
export function recordMetadata(
  collection: RecordCollection,
  recordId: string,
  months: number | null,
): Record<string, string> {
  return { record_id: recordId, collection, ...(months ? { months: String(months) } : {}) };
}

export function sessionParams(
  collection: RecordCollection,
  recordId: string,
  plan: ChargePlan,
): Stripe.Checkout.SessionCreateParams {
  const metadata = recordMetadata(collection, recordId, plan.months);
  const priceData: Stripe.Checkout.SessionCreateParams.LineItem.PriceData = {
    currency: 'usd',
    unit_amount: plan.unitAmountCents,
    product_data: { name: plan.productName },
    ...(plan.months ? { recurring: { interval: 'month' as const } } : {}),
  };
  return {
    mode: plan.months ? 'subscription' : 'payment',
    client_reference_id: recordId,
    customer_email: plan.customerEmail,
    line_items: [{ quantity: 1, price_data: priceData }],
    metadata,
    ...(plan.months
      ? { subscription_data: { metadata } }
      : { payment_intent_data: { metadata }, customer_creation: 'always' as const }),
    ...returnUrls(),
  };
}
