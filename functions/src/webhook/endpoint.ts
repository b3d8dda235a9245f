import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import type Stripe from 'stripe';
import { stripeWebhookSecret } from '../platform/config';
import { stripe } from '../stripe/client';
import { PayoutRefused } from '../books/payout-refused';
import { dispatch } from './dispatch';

/**
 * Where Stripe posts: `/api/stripe/webhook` through the Hosting rewrite (and the local dev proxy), or the
 * function's own address (path `/`), as an endpoint may be set up either way.
 */
const WEBHOOK_PATHS = new Set(['/', '/api/stripe/webhook']);

/** The `stripeWebhook` function: one route, POST only. */
export async function webhookRequest(req: Request, res: Response): Promise<void> {
  const path = req.path.replace(/\/+$/, '') || '/';
  if (!WEBHOOK_PATHS.has(path)) {
    res.status(404).json({ error: 'Not found' });
    return;
  }
  if (req.method !== 'POST') {
    res.set('Allow', 'POST');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  try {
    await stripeWebhook(req, res);
  } catch (error) {
    console.error('Stripe webhook failed', error);
    if (!res.headersSent) res.status(500).json({ error: 'Webhook processing failed' });
  }
}

/**
 * Stripe's webhook. Nothing unsigned is trusted: the signature is checked on the raw body. Failures answer
 * 5xx so that Stripe retries; the exactly-once ledger makes those retries safe.
 */
async function stripeWebhook(req: Request, res: Response): Promise<void> {
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
    console.error(`Webhook ${event.type} ${event.id} not applied`, error);
    // A payout that cannot be reconciled says why (in Stripe's delivery log too); a 5xx still, so that Stripe
    // tries again once the cause is fixed (a key of another account, a listing cut short).
    const reason = error instanceof PayoutRefused ? error.message : undefined;
    res.status(500).json({ error: 'Webhook processing failed', ...(reason ? { reason } : {}) });
  }
}
