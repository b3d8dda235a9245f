import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sessionParams, types, useHarness } from './harness.ts';

const h = useHarness();

describe('one-time payment', () => {
  it('creates an open session shaped like Stripe, and the same idempotency key returns the same session', async () => {
    const first = await h.stripe.checkout.sessions.create(sessionParams(2500), {
      idempotencyKey: 'checkout-rec_123',
    });
    const again = await h.stripe.checkout.sessions.create(sessionParams(2500), {
      idempotencyKey: 'checkout-rec_123',
    });
    expect(again.id).toBe(first.id);
    expect(first.id).toMatch(/^cs_test_/);
    expect(first).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      amount_total: 2500,
      currency: 'usd',
      client_reference_id: 'rec_123',
      customer: null,
      payment_intent: null,
      subscription: null,
      url: `${h.sandbox.publicUrl}/pay/${first.id}`,
    });
    expect(first.expires_at).toBeGreaterThan(first.created);
    expect(h.sandbox.requests().map((r) => r.replayed)).toEqual([false, true]);
  });

  it('rejects the same idempotency key with different parameters', async () => {
    await h.stripe.checkout.sessions.create(sessionParams(2500), { idempotencyKey: 'k1' });
    await expect(
      h.stripe.checkout.sessions.create(sessionParams(3000), { idempotencyKey: 'k1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('pays: a signed checkout.session.completed, and the charge nets amount minus 2.9% + 30c', async () => {
    const session = await h.stripe.checkout.sessions.create(sessionParams(2500));
    const events = await h.sandbox.pay(session.id);
    expect(events.map((e) => e.deliveries[0]?.status)).toEqual([200]);
    expect(h.rejected).toEqual([]);
    expect(types(h.received)).toEqual(['checkout.session.completed']);
    const completed = h.received[0]!.event.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      metadata: { record_id: 'rec_123' },
    });
    expect(completed.customer).toMatch(/^cus_/);

    const full = await h.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge.balance_transaction'],
    });
    const intent = full.payment_intent as Stripe.PaymentIntent;
    const charge = intent.latest_charge as Stripe.Charge;
    const txn = charge.balance_transaction as Stripe.BalanceTransaction;
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 2500,
      metadata: { record_id: 'rec_123', collection: 'donations' },
    });
    expect(charge).toMatchObject({
      amount: 2500,
      amount_refunded: 0,
      refunded: false,
      status: 'succeeded',
      payment_intent: intent.id,
    });
    // Stripe copies payment_intent_data.metadata onto the PaymentIntent, not onto its charge.
    expect(charge.metadata).toEqual({});
    expect(txn).toMatchObject({
      id: expect.stringMatching(/^txn_/),
      amount: 2500,
      fee: 103,
      net: 2397,
      currency: 'usd',
    });
    expect(txn.fee_details[0]).toMatchObject({ amount: 103, type: 'stripe_fee' });
  });

  it('answers the other retrieve endpoints with expand', async () => {
    const session = await h.stripe.checkout.sessions.create(sessionParams(10_000));
    await h.sandbox.pay(session.id);
    const paid = await h.stripe.checkout.sessions.retrieve(session.id);
    const intent = await h.stripe.paymentIntents.retrieve(paid.payment_intent as string, {
      expand: ['latest_charge'],
    });
    const chargeId = (intent.latest_charge as Stripe.Charge).id;
    const charge = await h.stripe.charges.retrieve(chargeId, { expand: ['balance_transaction'] });
    const txn = await h.stripe.balanceTransactions.retrieve(
      (charge.balance_transaction as Stripe.BalanceTransaction).id,
    );
    expect(txn.net).toBe(10_000 - 320);
    await expect(h.stripe.charges.retrieve('ch_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(h.stripe.charges.retrieve(chargeId, { expand: ['amount'] })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('a second Pay on a completed session is refused', async () => {
    const session = await h.stripe.checkout.sessions.create(sessionParams(2500));
    await h.sandbox.pay(session.id);
    await expect(h.sandbox.pay(session.id)).rejects.toThrow(/complete, not open/);
  });
});
