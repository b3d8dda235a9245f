import { useEffect, useState } from 'react';
import { sharedWatch } from '../data/shared-watch';
import { watchBatch, watchBatches, type BatchEntry } from './deposits-gateway';

/**
 * The recent batches, newest first, live; null while loading. One listener for the back office: going back to
 * the list from a batch re-reads nothing.
 */
export const useBatches = sharedWatch(watchBatches);

/** One batch, live: undefined while loading, null when it does not exist. */
export function useBatch(batchId: string): BatchEntry | null | undefined {
  const [batch, setBatch] = useState<{ id: string; value: BatchEntry | null } | undefined>(undefined);
  useEffect(() => watchBatch(batchId, (value) => setBatch({ id: batchId, value })), [batchId]);
  return batch?.id === batchId ? batch.value : undefined;
}
