import type Stripe from 'stripe';
import { applyOnce, type Outcome } from '../apply-once';
import { chargeFacts } from '../charges';
import { targetOfCharge } from '../target';

/** Stripe retries a 503 later, by which time the payment that introduces this charge will have arrived. */
export class RetryLater extends Error {}

/** charge.updated (the fee became known) and charge.refunded (the net goes down). */
export async function chargeChanged(event: Stripe.Event, charge: Stripe.Charge): Promise<Outcome | null> {
  const target = await targetOfCharge(charge);
  if (!target) {
    if (charge.customer) throw new RetryLater(`charge ${charge.id} is not yet linked to a record`);
    return null;
  }
  const facts = await chargeFacts(charge);
  return applyOnce(event, target, () => ({ charges: { [charge.id]: facts } }));
}
