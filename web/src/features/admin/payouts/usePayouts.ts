import { useEffect, useState } from 'react';
import { watchPayouts, type PayoutsState } from './payouts-gateway';

/** One month's payouts, live; back to loading while another month's first snapshot comes. */
export function usePayouts(month: string): PayoutsState {
  const [state, setState] = useState<PayoutsState & { month: string }>({
    status: 'loading',
    payouts: [],
    month,
  });
  useEffect(() => watchPayouts(month, (next) => setState({ ...next, month })), [month]);
  return state.month === month ? state : { status: 'loading', payouts: [] };
}
