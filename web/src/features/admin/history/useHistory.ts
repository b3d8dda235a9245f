import { RECORD_EVENTS_COLLECTION, recordEventSchema, type RecordCollection } from '@hope/domain/records';
import { useMemo } from 'react';
import { useWatchedQuery, type Filter, type Order, type Parsed, type QuerySpec } from '../data/provider';

export type HistoryEntry = Parsed<typeof recordEventSchema>;
export type HistoryState = { status: 'loading' | 'ready' | 'error'; entries: readonly HistoryEntry[] };

const NEWEST_FIRST: Order[] = [['at', 'desc']];

/** A live query of history entries, newest first; entries the schema refuses are reported and left out. */
function useEntries(where: Filter[], size: number): HistoryState {
  const query: QuerySpec<typeof recordEventSchema> = {
    collection: RECORD_EVENTS_COLLECTION,
    schema: recordEventSchema,
    where,
    orderBy: NEWEST_FIRST,
    limit: size,
  };
  const watched = useWatchedQuery(query);
  return useMemo(() => ({ status: watched.status, entries: watched.data }), [watched]);
}

/** One record's history, newest first. */
export function useRecordHistory(collectionName: RecordCollection, id: string): HistoryState {
  return useEntries(
    [
      ['collection', '==', collectionName],
      ['record_id', '==', id],
    ],
    200,
  );
}

export interface ActivityFilters {
  /** 'all', 'stripe', or a member's uid. */
  who: string;
  /** School-time day bounds as ISO instants, or null for an open side. */
  fromIso: string | null;
  toIso: string | null;
}

/** The team's recent changes across records, by who and between which days, newest first. */
export function useActivity(filters: ActivityFilters, size = 100): HistoryState {
  const where: Filter[] = [];
  if (filters.who === 'stripe') where.push(['actor.type', '==', 'stripe']);
  else if (filters.who !== 'all') where.push(['actor.uid', '==', filters.who]);
  if (filters.fromIso) where.push(['at', '>=', filters.fromIso]);
  if (filters.toIso) where.push(['at', '<', filters.toIso]);
  return useEntries(where, size);
}
