import { useMemo } from 'react';
import { useWatchedQuery } from '../data/provider';
import { monthPayoutsQuery, type PayoutsState } from './payouts-gateway';

const NO_MONTH: PayoutsState = { status: 'ready', payouts: [] };

/** One month's payouts, live; back to loading while another month's first snapshot comes. */
export function usePayouts(month: string): PayoutsState {
  const query = monthPayoutsQuery(month);
  const watched = useWatchedQuery(query);
  const state = useMemo(() => ({ status: watched.status, payouts: watched.data }), [watched]);
  return query ? state : NO_MONTH;
}
