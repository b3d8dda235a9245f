import type Stripe from 'stripe';

/**
 * How a Checkout Session lets the payer pay. The app names the one method the payer chose on our form instead
 * of taking the Dashboard's dynamic list: the cover-the-fee figure is priced for that method
 * (domain/src/money/gift-charge.ts), and another method priced otherwise would make it wrong. Apple Pay and
 * Google Pay are card wallets: Stripe's page offers them under `card` wherever the account enables them.
 */
export const CHECKOUT_METHODS = ['card', 'us_bank_account'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

const PAYMENT_METHOD_TYPES: Record<
  CheckoutMethod,
  Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[]
> = {
  card: ['card'],
  us_bank_account: ['us_bank_account'],
};

/** Stripe's `allowed_payment_method_types` for a session of this method (card unless the plan says otherwise). */
export function paymentMethodTypes(
  method: CheckoutMethod = 'card',
): Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[] {
  return [...PAYMENT_METHOD_TYPES[method]];
}
