import type Stripe from 'stripe';
import { notItemisable, payoutRef, reconcilePayout, retrievePayout } from '../../books/reconcile-payout';
import { firestore } from '../../firestore';
import type { Outcome } from '../apply-once';

/**
 * payout.paid / payout.reconciliation_completed: the payout as Stripe holds it now (an unknown one is refused
 * and nothing is written); once Stripe has itemised it, its lines traced to their records are written to
 * `payouts/{id}` with the event's ledger entry in one transaction, so a replay changes nothing. Both events
 * give the same document; the first to find the payout itemised writes it.
 */
export async function payoutChanged(event: Stripe.Event, seen: Stripe.Payout): Promise<Outcome> {
  const payout = await retrievePayout(seen.id);
  const waiting = notItemisable(payout);
  const reconciled = waiting ? null : await reconcilePayout(payout);
  const db = firestore();
  const ledgerRef = db.collection('stripe_events').doc(event.id);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ledgerRef)).exists) return 'duplicate';
    tx.create(ledgerRef, {
      type: event.type,
      created: event.created,
      received_at: new Date().toISOString(),
      payout: payout.id,
      outcome: reconciled ? 'reconciled' : waiting,
    });
    if (reconciled) tx.set(payoutRef(payout.id), reconciled.payout);
    return 'applied';
  });
}
