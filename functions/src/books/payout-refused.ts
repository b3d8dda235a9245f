/**
 * A payout that cannot be reconciled, in words for whoever asked (the office's "Fetch payouts", the webhook's
 * answer and log): Stripe does not know it, or its lines do not add up to it. Nothing is written then.
 */
export class PayoutRefused extends Error {
  override readonly name = 'PayoutRefused';
}
