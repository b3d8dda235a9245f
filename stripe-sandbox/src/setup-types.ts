import type Stripe from 'stripe';

/** The SetupIntent a setup-mode Checkout Session makes to save a card for later off-session charges. */
export type SetupIntent = Pick<
  Stripe.SetupIntent,
  | 'id'
  | 'object'
  | 'created'
  | 'description'
  | 'last_setup_error'
  | 'livemode'
  | 'metadata'
  | 'payment_method_types'
  | 'status'
  | 'usage'
> & { customer: string | null; payment_method: string | null };
