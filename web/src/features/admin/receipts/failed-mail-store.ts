import { useMemo } from 'react';
import { useWatchedQuery } from '../data/provider';
import { failedMailQuery, newestFirst, type MailEntry } from './receipts-gateway';

/**
 * The failed deliveries, newest first, live (null while loading): one listener that the dashboard's notice and
 * the Receipts screen share.
 */
export function useFailedMail(): MailEntry[] | null {
  const failed = useWatchedQuery(failedMailQuery);
  return useMemo(() => (failed.status === 'ready' ? newestFirst(failed.data) : null), [failed]);
}
