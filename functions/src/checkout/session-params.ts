import {
  centsToDollars,
  monthlyInstallmentCents,
  schoolConfig,
  toCents,
  type DONATIONS_COLLECTION,
  type PARTNERS_COLLECTION,
} from '@hope/domain';
import type Stripe from 'stripe';
import { returnUrls } from '../config';

export type RecordCollection = typeof DONATIONS_COLLECTION | typeof PARTNERS_COLLECTION;

/** What Stripe is asked to charge: one payment, or the same amount monthly for `months` payments. */
export type ChargePlan = {
  productName: string;
  unitAmountCents: number;
  months: number | null;
  customerEmail: string;
};

/**
 * What a total costs per payment: the whole amount once, or `months` equal monthly payments (the figure the
 * form shows). `pledge` is what those payments add up to.
 */
export function chargeFor(
  totalDollars: number,
  months: number | null,
): { unitAmountCents: number; perPayment: number; pledge: number } {
  const installment = months ? monthlyInstallmentCents(totalDollars, months) : null;
  const unitAmountCents = installment ? installment.perMonthCents : toCents(totalDollars);
  const totalCents = installment ? installment.totalChargedCents : unitAmountCents;
  return { unitAmountCents, perPayment: centsToDollars(unitAmountCents), pledge: centsToDollars(totalCents) };
}

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
    currency: schoolConfig.currency.toLowerCase(),
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
