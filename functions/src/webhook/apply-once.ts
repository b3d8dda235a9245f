import type { StripeCharge } from '@hope/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { firestore } from '../firestore';
import { deriveCancelDate, derivePaymentFields, mergeCharge, type ChargeMap } from '../payments/derive';
import type { RecordTarget } from './target';

/** What one event changes: plain fields (decided from the current record) and charges to merge. */
export type Change = { fields?: Record<string, unknown>; charges?: Record<string, StripeCharge> };

export type Outcome = 'applied' | 'duplicate' | 'unknown-record';

/**
 * Applies an event's change and records the event id in the same transaction: a replay, a retry or a
 * concurrent delivery of the same event finds the ledger entry and changes nothing.
 */
export async function applyOnce(
  event: Stripe.Event,
  target: RecordTarget,
  decide: (current: DocumentData) => Change,
): Promise<Outcome> {
  const db = firestore();
  const ledgerRef = db.collection('stripe_events').doc(event.id);
  const recordRef = db.collection(target.collection).doc(target.id);
  return db.runTransaction(
    async (tx) => {
      const [seen, record] = await tx.getAll(ledgerRef, recordRef);
      if (seen?.exists) return 'duplicate';
      const ledgerEntry = {
        type: event.type,
        created: event.created,
        received_at: new Date().toISOString(),
        record: `${target.collection}/${target.id}`,
      };
      if (!record?.exists) {
        tx.create(ledgerRef, { ...ledgerEntry, outcome: 'unknown-record' });
        return 'unknown-record';
      }
      const current = record.data() ?? {};
      const { fields = {}, charges = {} } = decide(current);
      const update: Record<string, unknown> = { ...fields };
      if (Object.keys(charges).length > 0) {
        const merged: ChargeMap = { ...(current.stripe_charges as ChargeMap | undefined) };
        for (const [chargeId, seenCharge] of Object.entries(charges)) {
          merged[chargeId] = mergeCharge(merged[chargeId], seenCharge);
          tx.set(db.collection('stripe_charge_index').doc(chargeId), {
            collection: target.collection,
            record_id: target.id,
          });
        }
        Object.assign(update, { stripe_charges: merged }, derivePaymentFields(merged));
      }
      const next = { ...current, ...update };
      if (next.subscription_ended_at) {
        // payments_made is derived from the charges together with them (derivePaymentFields).
        const paymentsMade = (next.payments_made as number | undefined) ?? 0;
        update.cancel_date = deriveCancelDate(
          {
            months: next.months as number | null,
            subscription_ended_at: next.subscription_ended_at as string,
          },
          paymentsMade,
        );
      }
      update.updated_at = new Date().toISOString();
      tx.update(recordRef, update);
      tx.create(ledgerRef, { ...ledgerEntry, outcome: 'applied' });
      return 'applied';
    },
    { maxAttempts: 25 },
  );
}
