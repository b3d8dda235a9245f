import { checkoutCompleted, checkoutExpired, checkoutFailed } from '@hope/domain/records';
import { addBillingMonths } from '@hope/domain/time';
import type Stripe from 'stripe';
import { stripe } from '../../stripe/client';
import { applyOnce, type Outcome } from '../apply-once';
import { chargeMap, chargeOfPaymentIntent, idOf, isoFromUnix } from '../../stripe/charges';
import { targetFromMetadata } from '../../stripe/record-target';

/**
 * A plan of N monthly payments ends on the period boundary after the N-th payment. Setting the same
 * cancel_at again on a replay is harmless, so this runs before the exactly-once write. A plan whose first bank
 * debit is still processing is incomplete, which Stripe lets change only its metadata: its invoice.paid sets it.
 */
export async function scheduleEnd(subscriptionId: string, months: number): Promise<void> {
  const subscription = await stripe().subscriptions.retrieve(subscriptionId);
  if (subscription.status === 'incomplete') return;
  const cancelAt = addBillingMonths(subscription.billing_cycle_anchor, months);
  // The office may have asked for an earlier end (cancel now, or after the current payment): keep it.
  const earlier = subscription.cancel_at !== null && subscription.cancel_at < cancelAt;
  if (subscription.cancel_at !== cancelAt && !earlier && subscription.status !== 'canceled') {
    await stripe().subscriptions.update(subscriptionId, { cancel_at: cancelAt, proration_behavior: 'none' });
  }
}

/** checkout.session.completed and checkout.session.async_payment_succeeded. */
export async function sessionPaid(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<Outcome | null> {
  const target = targetFromMetadata(session.metadata);
  if (!target) return null;
  const paid = session.payment_status !== 'unpaid';
  const paymentIntentId = idOf(session.payment_intent);
  const subscriptionId = idOf(session.subscription);
  const months = Number(session.metadata?.months ?? 0);
  if (subscriptionId && months > 0) await scheduleEnd(subscriptionId, months);
  const charge = paid && paymentIntentId ? await chargeOfPaymentIntent(paymentIntentId) : null;
  const charges = await chargeMap(charge?.status === 'succeeded' ? [charge] : []);
  return applyOnce(event, target, (current) =>
    checkoutCompleted(current, {
      sessionId: session.id,
      customerId: idOf(session.customer),
      paymentIntentId,
      subscriptionId,
      paid,
      charges,
    }),
  );
}

export async function sessionAsyncFailed(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<Outcome | null> {
  const target = targetFromMetadata(session.metadata);
  if (!target) return null;
  const paymentIntentId = idOf(session.payment_intent);
  const charge = paymentIntentId ? await chargeOfPaymentIntent(paymentIntentId) : null;
  const reason = charge?.failure_message ?? null;
  return applyOnce(event, target, (current) => checkoutFailed(current, isoFromUnix(event.created), reason));
}

/** An abandoned checkout page: the record shows as cancelled, unless a payment already arrived. */
export async function sessionExpired(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<Outcome | null> {
  const target = targetFromMetadata(session.metadata);
  if (!target) return null;
  return applyOnce(event, target, (current) => checkoutExpired(current, isoFromUnix(event.created)));
}
