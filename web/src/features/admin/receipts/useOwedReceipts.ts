import { useEffect, useState } from 'react';
import { useMay } from '../auth/role';
import { watchOwedReceipts, type OwedEntry } from './receipts-gateway';

const NONE: OwedEntry[] = [];

/**
 * The payments without a receipt, live (every record's, or one record's), for owners and admins; an empty
 * list for a viewer, who may not read them. Null while loading.
 */
export function useOwedReceipts(recordId?: string): OwedEntry[] | null {
  const mayRead = useMay('editRecords');
  const [owed, setOwed] = useState<OwedEntry[] | null>(null);
  useEffect(() => (mayRead ? watchOwedReceipts(setOwed, recordId) : undefined), [mayRead, recordId]);
  return mayRead ? owed : NONE;
}
