// The treasurer's books: Stripe payouts matched line by line to the records, in integer cents.
export * from './fetch-range';
export * from './payout';
export * from './payout-line';
export * from './payout-view';
export * from './reconcile';
