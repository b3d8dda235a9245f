import { useMemo } from 'react';
import { useMay } from '../auth/role';
import { useWatchedQuery } from '../data/provider';
import { oldestFirst, owedReceiptsQuery, type OwedEntry } from './receipts-gateway';

const NONE: OwedEntry[] = [];

/**
 * The payments without a receipt, oldest first, live (every record's, or one record's), for owners and admins;
 * an empty list for a viewer, who may not read them. Null while loading.
 */
export function useOwedReceipts(recordId?: string): OwedEntry[] | null {
  const mayRead = useMay('editRecords');
  const owed = useWatchedQuery(mayRead ? owedReceiptsQuery(recordId) : null);
  const list = useMemo(() => (owed.status === 'ready' ? oldestFirst(owed.data) : null), [owed]);
  return mayRead ? list : NONE;
}
