import {
  UNATTRIBUTED_CHARGES_COLLECTION,
  unattributedChargeSchema,
  type UnattributedCharge,
} from '@hope/domain/records';
import type Stripe from 'stripe';
import { firestore } from '../platform/firestore';
import { idOf, isoFromUnix } from '../stripe/charges';

/**
 * A charge no record of ours can be found for by its metadata is kept aside, never attached by a guess: a
 * sale made outside the app, or a charge whose record was lost. Keyed by the charge id, so replays and later
 * events of the same charge update one entry. When the charge is attributed after all (its invoice's event
 * arrives later), the entry is removed in the same transaction (see applyOnce).
 */
export async function keepAside(event: Stripe.Event, charge: Stripe.Charge): Promise<void> {
  const entry: UnattributedCharge = unattributedChargeSchema.parse({
    charge_id: charge.id,
    amount: charge.amount,
    amount_refunded: charge.amount_refunded,
    currency: charge.currency,
    status: charge.status,
    paid_at: isoFromUnix(charge.created),
    customer: idOf(charge.customer),
    payment_intent: idOf(charge.payment_intent),
    last_event: { id: event.id, type: event.type, at: isoFromUnix(event.created) },
    updated_at: new Date().toISOString(),
  });
  // The charge as this event shows it; an older event delivered late may overwrite a newer one's amounts,
  // which only the office's list shows (the charge's own page at Stripe is the reference).
  await firestore().collection(UNATTRIBUTED_CHARGES_COLLECTION).doc(charge.id).set(entry);
}
