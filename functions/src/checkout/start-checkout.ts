import { messages } from '@hope/domain/messages';
import {
  createdSummaries,
  checkoutOpened,
  PUBLIC_ACTOR,
  RECORD_EVENTS_COLLECTION,
  type RecordCollection,
  type StoredRecord,
} from '@hope/domain/records';
import Stripe from 'stripe';
import { firestore } from '../platform/firestore';
import { BadRequest, PaymentProviderError } from '../platform/http-errors';
import { applyTransition } from '../records/apply-transition';
import { createRecord } from '../records/create-record';
import { stripe } from '../stripe/client';
import { sessionParams, type ChargePlan } from './session-params';

/**
 * Stripe's recommended order: the pending record (all form data) is written first, its id is the session's
 * idempotency key and reference, then the session id is stored. A pending record has no total_pledged_amt:
 * a pledge counts on the dashboard only once the payer's card is accepted. If Stripe fails, the record goes.
 */
export async function startCheckout(
  collection: RecordCollection,
  record: StoredRecord,
  plan: ChargePlan,
): Promise<{ id: string; url: string }> {
  const ref = await createRecord(collection, record, {
    kind: 'created',
    summary: createdSummaries.cardCheckout,
    actor: PUBLIC_ACTOR,
  });

  let session;
  try {
    session = await stripe().checkout.sessions.create(sessionParams(collection, ref.id, plan), {
      idempotencyKey: `checkout-${ref.id}`,
    });
  } catch (error) {
    console.error(`Stripe refused the checkout session for ${collection}/${ref.id}`, error);
    // The payer saw an error and never reached a checkout page: nothing was pledged, so nothing is kept.
    const batch = firestore().batch();
    batch.delete(ref);
    batch.delete(firestore().collection(RECORD_EVENTS_COLLECTION).doc(`created_${collection}_${ref.id}`));
    await batch.commit();
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'customer_email') {
      throw new BadRequest(messages.validation.email, 400, 'email');
    }
    throw new PaymentProviderError(
      'Our payment provider is not answering right now. Please try again in a few minutes.',
    );
  }
  if (!session.url)
    throw new PaymentProviderError('Our payment provider did not return a checkout page. Please try again.');

  const sessionId = session.id;
  await firestore().runTransaction((tx) =>
    applyTransition(tx, { collection, id: ref.id }, (current) => checkoutOpened(current, sessionId), {
      actor: PUBLIC_ACTOR,
      source: sessionId,
    }),
  );
  return { id: ref.id, url: session.url };
}
