import type Stripe from 'stripe';
import { notItemisable, payoutRef, retrievePayout } from '../../books/reconcile-payout';
import { firestore } from '../../platform/firestore';
import { startJob } from '../../jobs/start-job';
import type { Outcome } from '../apply-once';

/** The ledger's note for an event whose payout an earlier event (or a fetch) already wrote. */
export const ALREADY_RECONCILED = 'already reconciled';

/** The one itemising job a payout's events start, whichever event comes first or comes again. */
export const itemiseJobId = (payoutId: string) => `itemise_payout-${payoutId}`;

/**
 * payout.paid / payout.reconciliation_completed: the payout as Stripe holds it now (an unknown one is refused
 * and nothing is written). Once Stripe has itemised it, its itemising job is started (a job of its own, keyed
 * by the payout: a second event or a replay starts nothing more) and the event is noted in the ledger, so the
 * webhook answers within a second however many lines the payout has. Paid before Stripe has itemised it, the
 * event is noted with the reason and the reconciliation event starts the job. The job is started before the
 * ledger is written: a failure between the two leaves the event to Stripe's retry, which starts nothing twice.
 */
export async function payoutChanged(event: Stripe.Event, seen: Stripe.Payout): Promise<Outcome> {
  const payout = await retrievePayout(seen.id);
  const waiting = notItemisable(payout);
  const written = waiting === null && (await payoutRef(payout.id).get()).exists;
  const job =
    waiting || written
      ? null
      : await startJob('itemise_payout', {
          key: payout.id,
          id: itemiseJobId(payout.id),
          params: { payout_id: payout.id },
          startedBy: 'Stripe',
        });
  const db = firestore();
  const ledgerRef = db.collection('stripe_events').doc(event.id);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ledgerRef)).exists) return 'duplicate';
    tx.create(ledgerRef, {
      type: event.type,
      created: event.created,
      received_at: new Date().toISOString(),
      payout: payout.id,
      outcome: job ? `itemising (job ${job.jobId})` : (waiting ?? ALREADY_RECONCILED),
    });
    return 'applied';
  });
}
