import Stripe from 'stripe';
import { stripeWebhookSecret } from '../config';
import type { Handler } from '../http/router';
import { stripe } from '../stripe/client';
import { ApiVersionMismatch, dispatch } from './dispatch';
import { RetryLater } from './handlers/charge';

/**
 * Stripe's webhook. Nothing unsigned is trusted: the signature is checked on the raw body. Failures answer
 * 5xx so that Stripe retries; the exactly-once ledger makes those retries safe.
 */
export const stripeWebhook: Handler = async (req, res) => {
  const signature = req.header('stripe-signature');
  let event: Stripe.Event;
  try {
    if (!signature || !req.rawBody) throw new Error('missing signature or body');
    event = stripe().webhooks.constructEvent(req.rawBody, signature, stripeWebhookSecret.value());
  } catch (error) {
    console.warn('Rejected a webhook call with a bad signature', (error as Error).message);
    res.status(400).json({ error: 'Invalid signature' });
    return;
  }
  try {
    const outcome = await dispatch(event);
    res.json({ received: true, outcome });
  } catch (error) {
    const retryLater = error instanceof RetryLater;
    if (error instanceof ApiVersionMismatch)
      console.error('Set the Stripe webhook endpoint API version to', Stripe.API_VERSION);
    console[retryLater ? 'warn' : 'error'](`Webhook ${event.type} ${event.id} not applied`, error);
    res
      .status(retryLater ? 503 : 500)
      .json({ error: retryLater ? 'Not ready yet, retry later' : 'Webhook processing failed' });
  }
};
