import { addBillingMonths } from '@hope/domain';
import type Stripe from 'stripe';
import { stripe } from '../../stripe/client';
import { applyOnce, type Outcome } from '../apply-once';
import { chargeMap, chargeOfPaymentIntent, idOf, isoFromUnix } from '../charges';
import { targetFromMetadata } from '../target';

/**
 * A plan of N monthly payments ends on the period boundary after the N-th payment. Setting the same
 * cancel_at again on a replay is harmless, so this runs before the exactly-once write.
 */
export async function scheduleEnd(subscriptionId: string, months: number): Promise<void> {
  const subscription = await stripe().subscriptions.retrieve(subscriptionId);
  const cancelAt = addBillingMonths(subscription.billing_cycle_anchor, months);
  if (subscription.cancel_at !== cancelAt && subscription.status !== 'canceled') {
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

  return applyOnce(event, target, (current) => ({
    fields: {
      stripe_session_id: session.id,
      stripe_customer_id: idOf(session.customer) ?? current.stripe_customer_id ?? null,
      ...(paymentIntentId ? { payment_intent_id: paymentIntentId } : {}),
      ...(subscriptionId ? { stripe_subscription_id: subscriptionId } : {}),
      // An asynchronous payment (bank debit) is not a pledge until it succeeds.
      ...(paid
        ? { checkout_status: 'complete', total_pledged_amt: current.pledge_amt ?? null, cancel_date: null }
        : {}),
    },
    charges,
  }));
}

export async function sessionAsyncFailed(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<Outcome | null> {
  const target = targetFromMetadata(session.metadata);
  if (!target) return null;
  const failedAt = isoFromUnix(event.created);
  return applyOnce(event, target, (current) =>
    current.payment_completed_at
      ? {}
      : {
          fields: {
            checkout_status: 'failed',
            payment_failed_at: failedAt,
            total_pledged_amt: null,
            cancel_date: failedAt,
          },
        },
  );
}

/** An abandoned checkout page: the record shows as cancelled, unless a payment already arrived. */
export async function sessionExpired(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<Outcome | null> {
  const target = targetFromMetadata(session.metadata);
  if (!target) return null;
  return applyOnce(event, target, (current) =>
    current.checkout_status === 'complete' || current.payment_completed_at
      ? {}
      : { fields: { checkout_status: 'expired', cancel_date: isoFromUnix(event.created) } },
  );
}
