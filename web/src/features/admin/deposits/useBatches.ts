import { useMemo } from 'react';
import { useWatchedDocument, useWatchedQuery } from '../data/provider';
import { batchDocument, recentBatchesQuery, type BatchEntry, type BatchesState } from './deposits-gateway';

/** The recent batches, newest first, live; null while loading. */
export function useBatches(): BatchesState | null {
  const watched = useWatchedQuery(recentBatchesQuery);
  return useMemo(() => {
    if (watched.status === 'loading') return null;
    return watched.status === 'ready'
      ? { status: 'ready', batches: watched.data }
      : { status: 'error', batches: [] };
  }, [watched]);
}

/**
 * One batch, live: undefined while loading, null when it does not exist (or cannot be read: one that does not
 * fit the schema is reported).
 */
export function useBatch(batchId: string): BatchEntry | null | undefined {
  const watched = useWatchedDocument(batchDocument(batchId));
  return watched.status === 'loading' ? undefined : watched.data;
}
