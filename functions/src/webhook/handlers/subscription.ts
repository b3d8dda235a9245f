import { planEnded } from '@hope/domain/records';
import type Stripe from 'stripe';
import { applyOnce, type Outcome } from '../apply-once';
import { isoFromUnix } from '../../stripe/charges';
import { targetFromMetadata } from '../../stripe/record-target';

/** The end of a plan; whether it counts as a cancellation depends on how many payments were made. */
export async function subscriptionDeleted(
  event: Stripe.Event,
  subscription: Stripe.Subscription,
): Promise<Outcome | null> {
  const target = targetFromMetadata(subscription.metadata);
  if (!target) return null;
  const endedAt = isoFromUnix(subscription.ended_at ?? subscription.canceled_at ?? event.created);
  return applyOnce(event, target, (current) => planEnded(current, endedAt));
}
