import type Stripe from 'stripe';
import type { Harness } from './harness.ts';
import { RETURN_URLS } from './harness.ts';

/** Stripe's test cards as the setup page and the pay control name them. */
export const CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000341',
  authenticates: '4000002760003184',
} as const;

export const PLEDGE_METADATA = { pledge_id: 'plg_1', page_id: 'page_7' };

/** A Customer and the setup-mode session our pledge function creates for it. */
export async function setupSession(
  h: Harness,
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Promise<{ customer: Stripe.Customer; session: Stripe.Checkout.Session }> {
  const customer = await h.stripe.customers.create({
    email: 'grandma@example.org',
    name: 'Grace Hopper',
    metadata: { pledge_id: 'plg_1' },
  });
  const session = await h.stripe.checkout.sessions.create({
    mode: 'setup',
    customer: customer.id,
    currency: 'usd',
    allowed_payment_method_types: ['card'],
    setup_intent_data: { metadata: PLEDGE_METADATA },
    metadata: { ...PLEDGE_METADATA, kind: 'pledge' },
    locale: 'en',
    ...RETURN_URLS,
    success_url: 'https://school.example/pledge?session={CHECKOUT_SESSION_ID}',
    ...overrides,
  });
  return { customer, session };
}

/** A card saved through a completed setup session; the harness's received events are cleared after. */
export async function savedCard(
  h: Harness,
  card: string = CARDS.succeeds,
): Promise<{ customer: string; paymentMethod: string }> {
  const { customer, session } = await setupSession(h);
  await h.sandbox.pay(session.id, { card });
  const setup = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent'] });
  const intent = setup.setup_intent as Stripe.SetupIntent;
  h.received.length = 0;
  return { customer: customer.id, paymentMethod: intent.payment_method as string };
}
