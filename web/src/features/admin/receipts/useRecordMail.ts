import { useMemo } from 'react';
import { useWatchedQuery } from '../data/provider';
import { newestFirst, recordMailQuery, type MailEntry } from './receipts-gateway';

/** The receipts of one record, newest first, live; null while loading. */
export function useRecordMail(recordId: string): MailEntry[] | null {
  const mail = useWatchedQuery(recordMailQuery(recordId));
  return useMemo(() => (mail.status === 'ready' ? newestFirst(mail.data) : null), [mail]);
}
