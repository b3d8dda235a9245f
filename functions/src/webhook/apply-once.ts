import type Stripe from 'stripe';
import {
  CHARGE_INDEX_COLLECTION,
  STRIPE_ACTOR,
  UNATTRIBUTED_CHARGES_COLLECTION,
  withVoidNotice,
  type StoredRecord,
  type Transition,
} from '@hope/domain/records';
import { firestore } from '../platform/firestore';
import { applyTransition } from '../records/apply-transition';
import type { RecordRef } from '@hope/domain/records';

export type Outcome = 'applied' | 'duplicate' | 'unknown-record';

/**
 * Applies what one Stripe event says to its record, and records the event id, in one transaction: a replay,
 * a retry or a concurrent delivery of the same event finds the ledger entry and changes nothing. The record's
 * history entry and any payment to acknowledge are written in the same transaction (applyTransition).
 */
export async function applyOnce(
  event: Stripe.Event,
  target: RecordRef,
  decide: (current: StoredRecord) => Transition,
): Promise<Outcome> {
  const db = firestore();
  const ledgerRef = db.collection('stripe_events').doc(event.id);
  return db.runTransaction(
    async (tx) => {
      const seen = await tx.get(ledgerRef);
      if (seen.exists) return 'duplicate';
      const ledgerEntry = {
        type: event.type,
        created: event.created,
        received_at: new Date().toISOString(),
        record: `${target.collection}/${target.id}`,
      };
      // A payment reaching a voided record is recorded (and receipted) as any other, and its history says so.
      const noticed = (current: StoredRecord) => withVoidNotice(current, decide(current));
      const applied = await applyTransition(tx, target, noticed, {
        actor: STRIPE_ACTOR,
        source: event.id,
        alsoWrite: (next) => {
          // The record's charges are indexed, so later charge events find it directly; a charge kept aside
          // before its record was known (its invoice's event came later) leaves the office's list.
          for (const chargeId of Object.keys(next.stripe_charges ?? {})) {
            tx.set(db.collection(CHARGE_INDEX_COLLECTION).doc(chargeId), {
              collection: target.collection,
              record_id: target.id,
            });
            tx.delete(db.collection(UNATTRIBUTED_CHARGES_COLLECTION).doc(chargeId));
          }
        },
      });
      tx.create(ledgerRef, { ...ledgerEntry, outcome: applied ? 'applied' : 'unknown-record' });
      return applied ? 'applied' : 'unknown-record';
    },
    { maxAttempts: 25 },
  );
}
