import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sessionParams, types, useHarness } from './harness.ts';

const h = useHarness();

const bankSession = (cents: number) =>
  h.stripe.checkout.sessions.create({
    ...sessionParams(cents),
    allowed_payment_method_types: ['us_bank_account'],
  });
const sessionOf = (index: number) => h.received[index]!.event.data.object as Stripe.Checkout.Session;
const chargeOf = async (paymentIntent: string) =>
  (await h.stripe.paymentIntents.retrieve(paymentIntent, { expand: ['latest_charge.balance_transaction'] }))
    .latest_charge as Stripe.Charge;

describe('a payment from a US bank account', () => {
  it('is authorised at checkout and processes: completed unpaid, no money yet', async () => {
    const session = await bankSession(120_000);
    expect(session.payment_method_types).toEqual(['us_bank_account']);
    await h.sandbox.pay(session.id);
    expect(types(h.received)).toEqual(['checkout.session.completed']);
    expect(sessionOf(0)).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const intent = await h.stripe.paymentIntents.retrieve(sessionOf(0).payment_intent as string);
    expect(intent.status).toBe('processing');
    const charge = await chargeOf(intent.id);
    expect(charge).toMatchObject({ status: 'pending', balance_transaction: null });
    expect(charge.payment_method_details?.type).toBe('us_bank_account');
  });

  it("clears days later with ACH's fee: 0.8% at most $5 ($1,200 nets $1,195.00)", async () => {
    const session = await bankSession(120_000);
    await h.sandbox.pay(session.id);
    const intentId = sessionOf(0).payment_intent as string;
    await h.sandbox.settleBankDebit(intentId, 'succeed');
    expect(types(h.received)).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
    ]);
    expect(sessionOf(1).payment_status).toBe('paid');
    const charge = await chargeOf(intentId);
    expect(charge.status).toBe('succeeded');
    expect(charge.balance_transaction).toMatchObject({ amount: 120_000, fee: 500, net: 119_500 });
    const small = await bankSession(10_000);
    await h.sandbox.pay(small.id);
    const smallIntent = sessionOf(2).payment_intent as string;
    await h.sandbox.settleBankDebit(smallIntent, 'succeed');
    expect((await chargeOf(smallIntent)).balance_transaction).toMatchObject({ fee: 80, net: 9_920 });
  });

  it('can be returned by the bank: async_payment_failed, a failed charge with the reason, settled once only', async () => {
    const session = await bankSession(50_000);
    await h.sandbox.pay(session.id);
    const intentId = sessionOf(0).payment_intent as string;
    await h.sandbox.settleBankDebit(intentId, 'fail');
    expect(types(h.received)).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_failed',
    ]);
    expect(await chargeOf(intentId)).toMatchObject({ status: 'failed', failure_code: 'insufficient_funds' });
    await expect(h.sandbox.settleBankDebit(intentId, 'succeed')).rejects.toThrow(/not processing/);
  });
});
