// Deposits of cash and checks: the batch, its steps and refusals, and what its sign-off does to the records.
export * from './deposit-batch';
export * from './deposit-records';
export * from './deposit-requests';
export * from './deposited-facts';
export * from './deposit-rules';
export * from './batch-words';
