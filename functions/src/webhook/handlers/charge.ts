import { chargeRead } from '@hope/domain/records';
import type Stripe from 'stripe';
import { applyOnce, type Outcome } from '../apply-once';
import { chargeFacts, currentCharge } from '../../stripe/charges';
import { targetOfCharge } from '../../stripe/record-target';
import { keepAside } from '../unattributed';

/** The record a charge event is about; a charge that names none of ours is kept aside for the office. */
export async function recordOfCharge(event: Stripe.Event, charge: Stripe.Charge) {
  const target = await targetOfCharge(charge);
  if (!target) await keepAside(event, charge);
  return target;
}

/**
 * charge.succeeded: our own payments are recorded by their checkout and invoice events; this event only makes
 * sure that a charge naming no record of ours is seen.
 */
export async function chargeSucceeded(event: Stripe.Event, charge: Stripe.Charge): Promise<Outcome | null> {
  await recordOfCharge(event, charge);
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
