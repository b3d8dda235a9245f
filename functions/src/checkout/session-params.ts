import { appConfig, type Language } from '@hope/domain/config';
import { giftCharge, centsToDollars, formatCurrency } from '@hope/domain/money';
import { type RecordCollection } from '@hope/domain/records';
import type Stripe from 'stripe';
import { returnUrls } from '../platform/config';
import { manageToken } from '../portal/manage-link';
import { checkoutWords } from './checkout-words';
import { paymentMethodTypes, type CheckoutMethod } from './payment-methods';

/** What each payment charges: one payment, or the same amount monthly for `months` payments. */
export type Charge = {
  unitAmountCents: number;
  /** The gift in each payment; less than unitAmountCents when the payer covers the card fee. */
  giftCents: number;
  feeCovered: boolean;
  months: number | null;
  /** How the payer pays; absent: card. The covered fee is priced for it. */
  method?: CheckoutMethod;
};

/** What Stripe is asked to charge, and for what. */
export type ChargePlan = Charge & {
  productName: string;
  customerEmail: string;
  language: Language;
  /** Where the checkout returns on the site, paid or cancelled (a student's page); absent: the main page. */
  returnPath?: string;
};

/**
 * What a total costs per payment (the domain's giftCharge: the same figures the form shows), shaped for
 * Stripe and the record: perPayment (the gift in each payment) and pledge (what the gifts add up to) are
 * dollars and stay the gift as typed; only unitAmountCents grows when the payer covers the fee.
 */
export function chargeFor(
  totalDollars: number,
  months: number | null,
  coverFee: boolean,
  method: CheckoutMethod = 'card',
): { charge: Charge; perPayment: number; pledge: number } {
  const { giftCents, chargeCents, totalGiftCents } = giftCharge(totalDollars, months, coverFee, method);
  return {
    charge: { unitAmountCents: chargeCents, giftCents, feeCovered: coverFee, months, method },
    perPayment: centsToDollars(giftCents),
    pledge: centsToDollars(totalGiftCents),
  };
}

/**
 * Shown under the product on Stripe's page, in the payer's language, so the payer sees the gift and the fee
 * they chose to add.
 */
export function feeCoveredDescription(plan: Charge, language: Language = 'en'): string {
  const gift = formatCurrency(centsToDollars(plan.giftCents));
  const fee = formatCurrency(centsToDollars(plan.unitAmountCents - plan.giftCents));
  return checkoutWords[language].feeCovered(gift, fee, Boolean(plan.months));
}

/** Only our record's id travels to Stripe (no student names); metadata is how every event finds it again. */
export function recordMetadata(
  collection: RecordCollection,
  recordId: string,
  months: number | null,
): Record<string, string> {
  return { record_id: recordId, collection, ...(months ? { months: String(months) } : {}) };
}

/**
 * A checkout page expires unpaid after Stripe's shortest allowed time, 30 minutes from creation (a minute more
 * here, lest our clock run ahead of Stripe's): an abandoned checkout (a script's or a family's who left)
 * becomes `expired` within the half hour (checkout.session.expired), and the office's lists hide it.
 */
export const CHECKOUT_LIFETIME_SECONDS = 31 * 60;

export function sessionParams(
  collection: RecordCollection,
  recordId: string,
  plan: ChargePlan,
  now = Date.now(),
): Stripe.Checkout.SessionCreateParams {
  const metadata = recordMetadata(collection, recordId, plan.months);
  const priceData: Stripe.Checkout.SessionCreateParams.LineItem.PriceData = {
    currency: appConfig.currency.toLowerCase(),
    unit_amount: plan.unitAmountCents,
    product_data: {
      name: plan.productName,
      ...(plan.feeCovered ? { description: feeCoveredDescription(plan, plan.language) } : {}),
    },
    ...(plan.months ? { recurring: { interval: 'month' as const } } : {}),
  };
  return {
    mode: plan.months ? 'subscription' : 'payment',
    client_reference_id: recordId,
    customer_email: plan.customerEmail,
    // Stripe's page opens in the family's language.
    locale: plan.language,
    line_items: [{ quantity: 1, price_data: priceData }],
    // Named, never the Dashboard's dynamic list: the fee the payer covers is priced for this method.
    allowed_payment_method_types: paymentMethodTypes(plan.method),
    metadata,
    expires_at: Math.floor(now / 1000) + CHECKOUT_LIFETIME_SECONDS,
    ...(plan.months
      ? { subscription_data: { metadata } }
      : { payment_intent_data: { metadata }, customer_creation: 'always' as const }),
    ...returnUrls(plan.months ? manageToken({ collection, id: recordId }) : undefined, plan.returnPath),
  };
}
