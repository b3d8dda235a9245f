import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sessionParams, types, useHarness } from './harness.ts';

const h = useHarness();

async function paidCharge(cents: number): Promise<Stripe.Charge> {
  const session = await h.stripe.checkout.sessions.create(sessionParams(cents));
  await h.sandbox.pay(session.id);
  h.received.length = 0;
  const full = await h.stripe.checkout.sessions.retrieve(session.id, {
    expand: ['payment_intent.latest_charge'],
  });
  return (full.payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge;
}

describe('refunds and late fees', () => {
  it('POST /v1/refunds updates the charge and sends charge.refunded with previous attributes', async () => {
    const charge = await paidCharge(2000);
    const refund = await h.stripe.refunds.create({ charge: charge.id, amount: 500 });
    expect(refund).toMatchObject({
      id: expect.stringMatching(/^re_/),
      amount: 500,
      charge: charge.id,
      status: 'succeeded',
    });
    await h.sandbox.idle();
    expect(types(h.received)).toEqual(['charge.refunded']);
    expect(h.received[0]!.event.data).toMatchObject({
      object: { id: charge.id, amount_refunded: 500, refunded: false },
      previous_attributes: { amount_refunded: 0, refunded: false },
    });
    const rest = await h.stripe.refunds.create({ payment_intent: charge.payment_intent as string });
    expect(rest.amount).toBe(1500);
    expect(await h.stripe.charges.retrieve(charge.id)).toMatchObject({
      amount_refunded: 2000,
      refunded: true,
    });
    await expect(h.stripe.refunds.create({ charge: charge.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
  });

  it('the refund control refunds in full and waits for delivery', async () => {
    const charge = await paidCharge(2000);
    const [event] = await h.sandbox.refund(charge.id);
    expect(event?.deliveries[0]?.status).toBe(200);
    expect(h.received[0]!.event.data.object).toMatchObject({ amount_refunded: 2000, refunded: true });
  });

  it('deferred balance transactions: the charge starts without one; settle sends charge.updated', async () => {
    h.sandbox.configure({ deferBalanceTransactions: true });
    const charge = await paidCharge(2000);
    expect(charge.balance_transaction).toBeNull();
    await h.sandbox.settle(charge.id);
    expect(types(h.received)).toEqual(['charge.updated']);
    const { data } = h.received[0]!.event;
    expect(data.previous_attributes).toEqual({ balance_transaction: null });
    const updated = data.object as Stripe.Charge;
    const txn = await h.stripe.balanceTransactions.retrieve(updated.balance_transaction as string);
    expect(txn).toMatchObject({ amount: 2000, fee: 88, net: 1912, source: charge.id });
    await expect(h.sandbox.settle(charge.id)).rejects.toThrow(/already has balance transaction/);
  });
});
