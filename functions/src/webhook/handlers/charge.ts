import type Stripe from 'stripe';
import { applyOnce, type Outcome } from '../apply-once';
import { chargeFacts } from '../charges';
import { targetOfCharge } from '../target';

/** Stripe retries a 503 later, by which time the payment that introduces this charge will have arrived. */
export class RetryLater extends Error {}

/** charge.updated (the fee became known) and charge.refunded (the net goes down). */
/** How long an unlinked charge may be ours-but-early; older ones belong to other sales on the account. */
const LINK_GRACE_SECONDS = 3600;

export async function chargeChanged(event: Stripe.Event, charge: Stripe.Charge): Promise<Outcome | null> {
  if (charge.status !== 'succeeded') return null;
  const target = await targetOfCharge(charge);
  if (!target) {
    const recent = Date.now() / 1000 - event.created < LINK_GRACE_SECONDS;
    if (charge.customer && recent) throw new RetryLater(`charge ${charge.id} is not yet linked to a record`);
    return null;
  }
  const facts = await chargeFacts(charge);
  return applyOnce(event, target, () => ({ charges: { [charge.id]: facts } }));
}
