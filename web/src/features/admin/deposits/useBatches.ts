import { useEffect, useState } from 'react';
import { watchBatch, watchBatches, type BatchEntry } from './deposits-gateway';

/** The recent batches, newest first, live; null while loading. */
export function useBatches(): BatchEntry[] | null {
  const [batches, setBatches] = useState<BatchEntry[] | null>(null);
  useEffect(() => watchBatches(setBatches), []);
  return batches;
}

/** One batch, live: undefined while loading, null when it does not exist. */
export function useBatch(batchId: string): BatchEntry | null | undefined {
  const [batch, setBatch] = useState<{ id: string; value: BatchEntry | null } | undefined>(undefined);
  useEffect(() => watchBatch(batchId, (value) => setBatch({ id: batchId, value })), [batchId]);
  return batch?.id === batchId ? batch.value : undefined;
}
