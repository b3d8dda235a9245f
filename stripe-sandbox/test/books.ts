import type Stripe from 'stripe';
import { sessionParams, type Harness } from './harness.ts';

/** The UTC date `days` from now, as the payout control takes it ('YYYY-MM-DD'). */
export const utcDate = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The day card funds become available: an automatic payout on that day takes everything made before now. */
export const PAYOUT_DAY = 2;

export const sumOfNets = (lines: readonly Stripe.BalanceTransaction[]): number =>
  lines.reduce((sum, line) => sum + line.net, 0);

export const idOf = (value: string | { id: string } | null): string | null =>
  value === null || typeof value === 'string' ? value : value.id;

/** Checkout parameters as our functions send them, for the record `recordId`. */
function giftParams(recordId: string, cents: number, months: number | null) {
  const params = sessionParams(cents, months);
  const metadata = { ...params.metadata, record_id: recordId };
  const copied = months ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } };
  return { ...params, client_reference_id: recordId, metadata, ...copied };
}

/** A one-time card gift paid through Checkout; its charge. */
export async function cardGift(h: Harness, recordId: string, cents: number): Promise<Stripe.Charge> {
  const session = await h.stripe.checkout.sessions.create(giftParams(recordId, cents, null));
  await h.sandbox.pay(session.id);
  const paid = await h.stripe.checkout.sessions.retrieve(session.id, {
    expand: ['payment_intent.latest_charge'],
  });
  return (paid.payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge;
}

/** A monthly plan paid through Checkout (its first installment); its subscription id. */
export async function monthlyPlan(h: Harness, recordId: string, cents: number, months: number) {
  const session = await h.stripe.checkout.sessions.create(giftParams(recordId, cents, months));
  await h.sandbox.pay(session.id);
  return (await h.stripe.checkout.sessions.retrieve(session.id)).subscription as string;
}

/** Every line of a payout, all pages, as the app lists them (each source and its PaymentIntent expanded). */
export async function payoutLines(h: Harness, payout: string, limit = 100) {
  return h.stripe.balanceTransactions
    .list({ payout, limit, expand: ['data.source.payment_intent'] })
    .autoPagingToArray({ limit: 10_000 });
}

/**
 * The record a line belongs to, by the record id the app wrote into Stripe's metadata: a one-time gift's on
 * its PaymentIntent, an installment's on its subscription, copied onto the invoice the intent paid. A refund
 * or dispute belongs to its charge's record; a payout's own line to none.
 */
export async function recordOfLine(h: Harness, line: Stripe.BalanceTransaction): Promise<string | null> {
  const source = line.source as Stripe.Charge | Stripe.Refund | Stripe.Dispute | Stripe.Payout;
  if (source.object === 'payout') return null;
  const intent = source.payment_intent as Stripe.PaymentIntent | null;
  if (!intent) return null;
  if (intent.metadata.record_id) return intent.metadata.record_id;
  const payments = await h.stripe.invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: intent.id },
    limit: 1,
    expand: ['data.invoice'],
  });
  const invoice = payments.data[0]?.invoice as Stripe.Invoice | undefined;
  return invoice?.parent?.subscription_details?.metadata?.record_id ?? null;
}
