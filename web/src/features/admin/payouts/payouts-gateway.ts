import {
  monthDays,
  payoutSchema,
  PAYOUTS_COLLECTION,
  type FetchPayoutsRequest,
  type Payout,
} from '@hope/domain/books';
import type { JobStarted } from '@hope/domain/jobs';
import { callable } from '../data/callable';
import type { QuerySpec } from '../data/provider';

/*
 * The payouts (every member reads them; only the server writes them): a live read of one month's, by arrival
 * day as on the bank statement, so a payout reconciled while the screen is open appears at once, and the
 * office's "Fetch payouts", same-origin like the other callables.
 */

export type PayoutsState = { status: 'loading' | 'ready' | 'error'; payouts: readonly Payout[] };

/**
 * The payouts arriving in a month (YYYY-MM), newest first; one that does not fit the schema is reported and left
 * out. Null for a month that is no month.
 */
export function monthPayoutsQuery(month: string) {
  const days = monthDays(month);
  if (!days) return null;
  return {
    collection: PAYOUTS_COLLECTION,
    schema: payoutSchema,
    where: [
      ['arrival_date', '>=', days.first],
      ['arrival_date', '<', days.next],
    ],
    orderBy: [['arrival_date', 'desc']],
  } satisfies QuerySpec;
}

/** Starts the fetch job (or names the one under way for the same days): the dialog watches it. */
export const fetchPayouts = callable<FetchPayoutsRequest, JobStarted>('/api/books/payouts/fetch');
