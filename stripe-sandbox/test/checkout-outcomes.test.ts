import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sessionParams, types, useHarness } from './harness.ts';

const h = useHarness();

const sessionOf = (index: number) => h.received[index]!.event.data.object as Stripe.Checkout.Session;

describe('delayed payments and expiry', () => {
  it('async success: completed while unpaid, then async_payment_succeeded with a settled charge', async () => {
    const session = await h.stripe.checkout.sessions.create(sessionParams(4000));
    await h.sandbox.pay(session.id, { async: 'succeed' });
    expect(types(h.received)).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
    ]);
    expect(sessionOf(0)).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(sessionOf(1)).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const intent = await h.stripe.paymentIntents.retrieve(sessionOf(1).payment_intent as string, {
      expand: ['latest_charge'],
    });
    expect(intent.status).toBe('succeeded');
    expect((intent.latest_charge as Stripe.Charge).balance_transaction).toMatch(/^txn_/);
  });

  it('async failure: completed while unpaid, then async_payment_failed and a failed charge', async () => {
    const session = await h.stripe.checkout.sessions.create(sessionParams(4000));
    await h.sandbox.pay(session.id, { async: 'fail' });
    expect(types(h.received)).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_failed',
    ]);
    expect(sessionOf(1).payment_status).toBe('unpaid');
    const intent = await h.stripe.paymentIntents.retrieve(sessionOf(1).payment_intent as string, {
      expand: ['latest_charge'],
    });
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.latest_charge).toMatchObject({ status: 'failed', balance_transaction: null });
  });

  it('takes an expires_at 30 minutes to 24 hours after creation, as Stripe does', async () => {
    const now = Math.floor(Date.now() / 1000);
    const session = await h.stripe.checkout.sessions.create({
      ...sessionParams(4000),
      expires_at: now + 31 * 60,
    });
    expect(session.expires_at).toBe(now + 31 * 60);
    await expect(
      h.stripe.checkout.sessions.create({ ...sessionParams(4000), expires_at: now + 10 * 60 }),
    ).rejects.toMatchObject({ param: 'expires_at' });
  });

  it('expire: status expired and checkout.session.expired; Pay is then refused', async () => {
    const session = await h.stripe.checkout.sessions.create(sessionParams(4000));
    await h.sandbox.expire(session.id);
    expect(types(h.received)).toEqual(['checkout.session.expired']);
    expect(sessionOf(0)).toMatchObject({ id: session.id, status: 'expired', url: null });
    await expect(h.sandbox.pay(session.id)).rejects.toThrow(/expired, not open/);
  });

  it('without customer_creation a one-time payer stays a guest (no customer), as at Stripe', async () => {
    const { customer_creation: _omit, ...params } = sessionParams(4000);
    const session = await h.stripe.checkout.sessions.create(params);
    await h.sandbox.pay(session.id);
    expect(sessionOf(0).customer).toBeNull();
  });
});
