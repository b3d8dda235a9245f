/**
 * A reason a job cannot go on that retrying will not change (a payout Stripe does not know, one too large to
 * keep), in words a treasurer understands: the job stops at once with them.
 */
export class JobFailure extends Error {}
