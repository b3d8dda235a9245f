import {
  monthDays,
  payoutSchema,
  PAYOUTS_COLLECTION,
  type FetchPayoutsRequest,
  type Payout,
} from '@hope/domain/books';
import type { JobStarted } from '@hope/domain/jobs';
import { collection, onSnapshot, orderBy, query, where, type Unsubscribe } from 'firebase/firestore';
import { callable } from '../data/callable';
import { db } from '../firebase';

/*
 * The payouts (every member reads them; only the server writes them): a live read of one month's, by arrival
 * day as on the bank statement, so a payout reconciled while the screen is open appears at once, and the
 * office's "Fetch payouts", same-origin like the other callables.
 */

export type PayoutsState = { status: 'loading' | 'ready' | 'error'; payouts: Payout[] };

/** The payouts arriving in a month (YYYY-MM), newest first; one that does not fit the schema is logged and left out. */
export function watchPayouts(month: string, onChange: (state: PayoutsState) => void): Unsubscribe {
  const days = monthDays(month);
  if (!days) {
    onChange({ status: 'ready', payouts: [] });
    return () => {};
  }
  const ref = query(
    collection(db, PAYOUTS_COLLECTION),
    where('arrival_date', '>=', days.first),
    where('arrival_date', '<', days.next),
    orderBy('arrival_date', 'desc'),
  );
  return onSnapshot(
    ref,
    (snapshot) => {
      const payouts = snapshot.docs.flatMap((doc) => {
        const parsed = payoutSchema.safeParse(doc.data());
        if (!parsed.success) console.error(`Skipping ${doc.ref.path}: it does not match the schema`);
        return parsed.success ? [parsed.data] : [];
      });
      onChange({ status: 'ready', payouts });
    },
    (error) => {
      console.error('Listening to payouts failed', error);
      onChange({ status: 'error', payouts: [] });
    },
  );
}

/** Starts the fetch job (or names the one under way for the same days): the dialog watches it. */
export const fetchPayouts = callable<FetchPayoutsRequest, JobStarted>('/api/books/payouts/fetch');
