import type Stripe from 'stripe';

/**
 * How a Checkout Session lets the payer pay. The app names the method on every session instead of taking the
 * Dashboard's dynamic list: the cover-the-fee figure and the net the books expect are card pricing
 * (domain/src/money/card-charge.ts), and a method priced otherwise would make both wrong. Apple Pay and Google
 * Pay are card wallets: Stripe's page offers them under `card` wherever the account enables them.
 */
export const CHECKOUT_METHODS = ['card'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

const PAYMENT_METHOD_TYPES: Record<
  CheckoutMethod,
  Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[]
> = {
  card: ['card'],
};

/** Stripe's `allowed_payment_method_types` for a session of this method (card unless the plan says otherwise). */
export function paymentMethodTypes(
  method: CheckoutMethod = 'card',
): Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[] {
  return [...PAYMENT_METHOD_TYPES[method]];
}
