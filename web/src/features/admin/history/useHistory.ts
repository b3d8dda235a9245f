import {
  RECORD_EVENTS_COLLECTION,
  recordEventSchema,
  type RecordCollection,
  type RecordEvent,
} from '@hope/domain/records';
import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { db } from '../firebase';

export type HistoryEntry = RecordEvent & { id: string };
export type HistoryState = { status: 'loading' | 'ready' | 'error'; entries: HistoryEntry[] };

const LOADING: HistoryState = { status: 'loading', entries: [] };

/**
 * A live query of history entries, newest first; entries the schema refuses are logged and left out. `key`
 * names the query: a new key shows loading until its first answer.
 */
function useEntries(constraints: QueryConstraint[], key: string): HistoryState {
  const [answer, setAnswer] = useState<{ key: string; state: HistoryState } | null>(null);
  useEffect(() => {
    const ref = query(collection(db, RECORD_EVENTS_COLLECTION), ...constraints);
    return onSnapshot(
      ref,
      (snapshot) => {
        const entries = snapshot.docs.flatMap((doc) => {
          const parsed = recordEventSchema.safeParse(doc.data());
          if (parsed.success) return [{ ...parsed.data, id: doc.id }];
          console.error(`History entry ${doc.id} does not match the schema`, parsed.error.issues);
          return [];
        });
        setAnswer({ key, state: { status: 'ready', entries } });
      },
      (error) => {
        console.error('Listening to the history failed', error);
        setAnswer({ key, state: { status: 'error', entries: [] } });
      },
    );
    // The constraints are rebuilt on every render; the key says when the query changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer?.key === key ? answer.state : LOADING;
}

/** One record's history, newest first. */
export function useRecordHistory(collectionName: RecordCollection, id: string): HistoryState {
  return useEntries(
    [
      where('collection', '==', collectionName),
      where('record_id', '==', id),
      orderBy('at', 'desc'),
      limit(200),
    ],
    `${collectionName}/${id}`,
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
  const constraints: QueryConstraint[] = [];
  if (filters.who === 'stripe') constraints.push(where('actor.type', '==', 'stripe'));
  else if (filters.who !== 'all') constraints.push(where('actor.uid', '==', filters.who));
  if (filters.fromIso) constraints.push(where('at', '>=', filters.fromIso));
  if (filters.toIso) constraints.push(where('at', '<', filters.toIso));
  constraints.push(orderBy('at', 'desc'), limit(size));
  return useEntries(constraints, JSON.stringify([filters, size]));
}
