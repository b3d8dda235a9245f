import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sessionParams, types, useHarness } from './harness.ts';

const h = useHarness();
const OURS = { record_id: 'rec_123', collection: 'donations' };

/*
 * Where Stripe copies a Checkout Session's metadata: payment_intent_data.metadata onto the PaymentIntent,
 * subscription_data.metadata onto the Subscription; never onto a charge, and never onto the PaymentIntent of a
 * subscription's invoice. A charge names its payment_intent; an invoice's payment is found by that intent.
 */
describe('metadata, as Stripe copies it', () => {
  it('a one-time payment: the session and its PaymentIntent carry ours, the charge carries none', async () => {
    const created = await h.stripe.checkout.sessions.create(sessionParams(2000));
    await h.sandbox.pay(created.id);
    const session = await h.stripe.checkout.sessions.retrieve(created.id, {
      expand: ['payment_intent.latest_charge'],
    });
    const intent = session.payment_intent as Stripe.PaymentIntent;
    const charge = intent.latest_charge as Stripe.Charge;
    expect(session.metadata).toEqual(OURS);
    expect(intent.metadata).toEqual(OURS);
    expect(charge.metadata).toEqual({});
    expect(charge.payment_intent).toBe(intent.id);
  });

  it('a monthly plan: the subscription carries ours; its invoice payment is found from the charge', async () => {
    const created = await h.stripe.checkout.sessions.create(sessionParams(3000, 3));
    await h.sandbox.pay(created.id);
    const session = await h.stripe.checkout.sessions.retrieve(created.id);
    const subscription = await h.stripe.subscriptions.retrieve(session.subscription as string);
    expect(subscription.metadata).toEqual({ ...OURS, months: '3' });
    const invoice = h.received[0]!.event.data.object as Stripe.Invoice;
    const [byInvoice] = (await h.stripe.invoicePayments.list({ invoice: invoice.id })).data;
    const intentId = byInvoice!.payment.payment_intent as string;
    const intent = await h.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    expect(intent.metadata).toEqual({});
    expect((intent.latest_charge as Stripe.Charge).metadata).toEqual({});
    const found = await h.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: intentId },
      limit: 1,
      expand: ['data.invoice'],
    });
    expect(found.data).toHaveLength(1);
    const paid = found.data[0]!.invoice as Stripe.Invoice;
    expect(paid.parent?.subscription_details?.subscription).toBe(subscription.id);
    const other = await h.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: 'pi_unknown' },
    });
    expect(other.data).toEqual([]);
  });

  it('a sale made outside the app (a Payment Link, the Dashboard) carries no metadata of ours', async () => {
    const sent = await h.sandbox.sale({ amount: 4500, customer: null });
    expect(types(h.received)).toEqual(['charge.succeeded']);
    const charge = sent[0]!.event.data.object as Stripe.Charge;
    expect(charge).toMatchObject({ amount: 4500, status: 'succeeded', metadata: {}, customer: null });
    const intent = await h.stripe.paymentIntents.retrieve(charge.payment_intent as string);
    expect(intent.metadata).toEqual({});
  });
});
