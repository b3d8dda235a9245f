import { toCents } from '@hope/domain/money';
import { voidEndsPlan, type MoneyAction, type StoredRecord } from '@hope/domain/records';
import { HttpsError } from 'firebase-functions/https';
import Stripe from 'stripe';
import { stripe } from '../stripe/client';

/** A plan Stripe already ended needs no cancel (and Stripe refuses a second one). */
async function cancelPlanNow(subscriptionId: string, key: string): Promise<void> {
  const subscription = await stripe().subscriptions.retrieve(subscriptionId);
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
  await stripe().subscriptions.cancel(subscriptionId, {}, { idempotencyKey: key });
}

/**
 * What Stripe must do for an office action before it is recorded: a refund, the end of a plan, or (voiding a
 * record whose plan runs) the plan's end now. The office request's id is the idempotency key, so a retried call
 * (a double click, a lost answer) does it once. What Stripe then reports (charge.refunded,
 * customer.subscription.deleted) reaches the record through the webhook.
 */
export async function askStripe(action: MoneyAction, record: StoredRecord, by: string): Promise<void> {
  const key = `${action.action}-${action.requestId}`;
  try {
    if (action.action === 'refund') {
      await stripe().refunds.create(
        {
          charge: action.chargeId,
          amount: toCents(action.amount),
          reason: action.reason,
          metadata: { record_id: action.id, collection: action.collection, requested_by: by },
        },
        { idempotencyKey: key },
      );
    }
    if (action.action === 'cancel_plan' && record.stripe_subscription_id) {
      if (action.when === 'now') {
        await cancelPlanNow(record.stripe_subscription_id, key);
      } else {
        await stripe().subscriptions.update(
          record.stripe_subscription_id,
          { cancel_at_period_end: true },
          { idempotencyKey: key },
        );
      }
    }
    if (action.action === 'void' && record.stripe_subscription_id && voidEndsPlan(record)) {
      await cancelPlanNow(record.stripe_subscription_id, key);
    }
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new HttpsError('failed-precondition', `Stripe refused: ${error.message}`);
    }
    console.error(`Stripe call for ${action.action} on ${action.collection}/${action.id} failed`, error);
    throw new HttpsError('unavailable', 'Stripe is not answering right now. Please try again in a minute.');
  }
}
