import Stripe from 'stripe';
import { stripeSecretKey } from '../platform/config';

let client: Stripe | undefined;

/**
 * The real Stripe API by default. STRIPE_API_BASE (set only in functions/.env.local) points the same code at
 * the local Stripe sandbox for development and tests; a live key is never sent there.
 */
export function stripe(): Stripe {
  if (client) return client;
  const key = stripeSecretKey.value();
  const base = process.env.STRIPE_API_BASE;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 15_000 };
  if (base) {
    if (key.startsWith('sk_live_')) throw new Error('Refusing to send a live Stripe key to STRIPE_API_BASE');
    const url = new URL(base);
    options.host = url.hostname;
    options.port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    options.protocol = url.protocol === 'https:' ? 'https' : 'http';
  }
  client = new Stripe(key, options);
  return client;
}
