import { JobFailure } from '../jobs/job-failure';

/**
 * A payout that cannot be reconciled, and why, in the treasurer's words: a payout Stripe does not know (a key
 * of another account), one too large to keep, or lines that do not add up. Its itemising job stops with them.
 */
export class PayoutRefused extends JobFailure {
  override readonly name = 'PayoutRefused';
}
