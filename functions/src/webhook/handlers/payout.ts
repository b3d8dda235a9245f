import type Stripe from 'stripe';
import { notItemisable, payoutRef, reconcilePayout, retrievePayout } from '../../books/reconcile-payout';
import { firestore } from '../../firestore';
import type { Outcome } from '../apply-once';

/** The ledger's note for an event whose payout an earlier event (or a fetch) already wrote. */
export const ALREADY_RECONCILED = 'already reconciled';

/**
 * payout.paid / payout.reconciliation_completed: the payout as Stripe holds it now (an unknown one is refused
 * and nothing is written); once Stripe has itemised it, its lines traced to their records are written to
 * `payouts/{id}` with the event's ledger entry in one transaction, so a replay changes nothing. Both events
 * give the same document, and an itemised payout's lines never change: the first event to find it itemised
 * writes it, and the other is only noted in the ledger (a payout of 2,000 lines is not listed twice). Paid
 * before Stripe has itemised it, the event is noted with the reason and the reconciliation event writes it.
 */
export async function payoutChanged(event: Stripe.Event, seen: Stripe.Payout): Promise<Outcome> {
  const payout = await retrievePayout(seen.id);
  const waiting = notItemisable(payout);
  const written = waiting === null && (await payoutRef(payout.id).get()).exists;
  const reconciled = waiting || written ? null : await reconcilePayout(payout);
  const db = firestore();
  const ledgerRef = db.collection('stripe_events').doc(event.id);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ledgerRef)).exists) return 'duplicate';
    // Two events of one payout may run at once: the second to commit leaves the first one's document as it is.
    const writeNow = reconciled !== null && !(await tx.get(payoutRef(payout.id))).exists;
    tx.create(ledgerRef, {
      type: event.type,
      created: event.created,
      received_at: new Date().toISOString(),
      payout: payout.id,
      outcome: writeNow ? 'reconciled' : (waiting ?? ALREADY_RECONCILED),
    });
    if (writeNow) tx.set(payoutRef(payout.id), reconciled.payout);
    return 'applied';
  });
}
