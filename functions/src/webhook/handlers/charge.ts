import { chargeRead } from '@hope/domain';
import type Stripe from 'stripe';
import { applyOnce, type Outcome } from '../apply-once';
import { chargeFacts, currentCharge } from '../charges';
import { targetOfCharge } from '../target';

/** Stripe retries a 503 later, by which time the payment that introduces this charge will have arrived. */
export class RetryLater extends Error {}

/** How long an unlinked charge may be ours-but-early; older ones belong to other sales on the account. */
const LINK_GRACE_SECONDS = 3600;

/**
 * The record a charge event is about, or null when the charge is not ours. A charge of ours that is not linked
 * yet (its checkout event has not arrived) is retried later.
 */
export async function recordOfCharge(event: Stripe.Event, charge: Stripe.Charge) {
  const target = await targetOfCharge(charge);
  if (target) return target;
  const recent = Date.now() / 1000 - event.created < LINK_GRACE_SECONDS;
  if (charge.customer && recent) throw new RetryLater(`charge ${charge.id} is not yet linked to a record`);
  return null;
}

/** charge.updated (the fee became known) and charge.refunded: the charge as it is now. */
export async function chargeChanged(event: Stripe.Event, charge: Stripe.Charge): Promise<Outcome | null> {
  if (charge.status !== 'succeeded') return null;
  const target = await recordOfCharge(event, charge);
  if (!target) return null;
  const now = await currentCharge(charge.id);
  const facts = await chargeFacts(now);
  return applyOnce(event, target, () => chargeRead({ [charge.id]: facts }));
}
