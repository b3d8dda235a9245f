import Stripe from 'stripe';
import { urls } from './emulators';

const sandboxUrl = new URL(urls.stripeSandbox);

/** The official client pointed at the sandbox, as a test reads what Stripe holds. */
export const sandboxStripe = new Stripe('sk_test_books', {
  host: sandboxUrl.hostname,
  port: Number(sandboxUrl.port),
  protocol: 'http',
});

/** A UTC day `days` after today: money made today is available two days later, as at Stripe. */
export function utcDayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
