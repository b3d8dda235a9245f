// The public goal progress: what each record counts for and the aggregate that sums it.
export * from './leaderboard';
export * from './parts';
export * from './progress';
export * from './read-public-progress';
export * from './recount';
export * from './recount-cursor';
export * from './shards';
