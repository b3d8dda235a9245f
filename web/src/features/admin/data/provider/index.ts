// The data provider: the back office reads every live query and document through it (see docs/records.md).
export {
  keyOf,
  type DocumentSpec,
  type DocumentState,
  type Filter,
  type Keep,
  type Order,
  type Parsed,
  type QuerySpec,
  type QueryState,
  type WatchSpec,
  type WatchState,
} from './describe';
export { GRACE_MS, watchStore } from './store';
export { useWatchedDocument, useWatchedQuery } from './useWatch';
