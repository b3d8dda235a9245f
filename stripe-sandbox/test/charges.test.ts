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
  it('POST /v1/refunds updates the charge and sends charge.refunded (previous attributes), then refund.created', async () => {
    const charge = await paidCharge(2000);
    const refund = await h.stripe.refunds.create({ charge: charge.id, amount: 500 });
    expect(refund).toMatchObject({
      id: expect.stringMatching(/^re_/),
      amount: 500,
      charge: charge.id,
      status: 'succeeded',
      reason: null,
      metadata: {},
    });
    await h.sandbox.idle();
    expect(types(h.received)).toEqual(['charge.refunded', 'refund.created']);
    expect(h.received[0]!.event.data).toMatchObject({
      object: { id: charge.id, amount_refunded: 500, refunded: false },
      previous_attributes: { amount_refunded: 0, refunded: false },
    });
    expect(h.received[1]!.event.data.object).toEqual(refund);
    expect(h.received.map((r) => r.event.request?.id)).toEqual(Array(2).fill(expect.stringMatching(/^req_/)));
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
    const events = await h.sandbox.refund(charge.id);
    expect(events.map((e) => [e.event.type, e.deliveries[0]?.status])).toEqual([
      ['charge.refunded', 200],
      ['refund.created', 200],
    ]);
    expect(h.received[0]!.event.data.object).toMatchObject({ amount_refunded: 2000, refunded: true });
    expect(h.received[1]!.event.data.object).toMatchObject({ amount: 2000, charge: charge.id });
  });

  it('a refund keeps its reason and metadata (empty values dropped); an unknown reason is refused like Stripe', async () => {
    const charge = await paidCharge(3000);
    await expect(
      h.stripe.refunds.create({ charge: charge.id, reason: 'changed_mind' as 'duplicate' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      param: 'reason',
      message: 'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
    });
    const refund = await h.stripe.refunds.create({
      payment_intent: charge.payment_intent as string,
      amount: 1000,
      reason: 'requested_by_customer',
      metadata: { record_id: 'rec_123', requested_by: 'office', empty: '' },
    });
    const expected = {
      reason: 'requested_by_customer',
      metadata: { record_id: 'rec_123', requested_by: 'office' },
      status: 'succeeded',
      amount: 1000,
    };
    expect(refund).toMatchObject(expected);
    expect(await h.stripe.refunds.retrieve(refund.id)).toMatchObject(expected);
    await h.sandbox.idle();
    expect(h.received[1]!.event).toMatchObject({ type: 'refund.created', data: { object: expected } });
    const withTxn = await h.stripe.refunds.retrieve(refund.id, { expand: ['balance_transaction'] });
    expect(withTxn.balance_transaction).toMatchObject({
      type: 'refund',
      reporting_category: 'refund',
      amount: -1000,
      fee: 0,
      source: refund.id,
    });
    await expect(h.stripe.refunds.retrieve('re_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    // Nothing was refunded by the refused call.
    expect((await h.stripe.charges.retrieve(charge.id)).amount_refunded).toBe(1000);
  });

  it('the same idempotency key replays the first refund: one refund, one set of events', async () => {
    const charge = await paidCharge(2000);
    const params = { charge: charge.id, amount: 700, reason: 'duplicate' as const };
    const first = await h.stripe.refunds.create(params, { idempotencyKey: 'refund-rec_123-1' });
    const again = await h.stripe.refunds.create(params, { idempotencyKey: 'refund-rec_123-1' });
    expect(again).toEqual(first);
    await h.sandbox.idle();
    expect(types(h.received)).toEqual(['charge.refunded', 'refund.created']);
    expect(h.received.map((r) => r.event.request?.idempotency_key)).toEqual([
      'refund-rec_123-1',
      'refund-rec_123-1',
    ]);
    expect((await h.stripe.charges.retrieve(charge.id)).amount_refunded).toBe(700);
    const refundCalls = h.sandbox.requests().filter((r) => r.path === '/v1/refunds');
    expect(refundCalls.map((r) => r.replayed)).toEqual([false, true]);
    await expect(
      h.stripe.refunds.create({ ...params, amount: 800 }, { idempotencyKey: 'refund-rec_123-1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  it('a failed refund gives the amount back: charge.refund.updated, refund.updated, refund.failed', async () => {
    const charge = await paidCharge(2000);
    const first = await h.stripe.refunds.create({ charge: charge.id, amount: 500 });
    await h.stripe.refunds.create({ charge: charge.id, amount: 1500 });
    expect((await h.stripe.charges.retrieve(charge.id)).refunded).toBe(true);
    await h.sandbox.idle();
    h.received.length = 0;

    const events = await h.sandbox.failRefund(first.id);
    expect(events.map((e) => [e.event.type, e.deliveries.map((d) => d.status)])).toEqual([
      ['charge.refund.updated', [200]],
      ['refund.updated', [200]],
      ['refund.failed', [200]],
    ]);
    expect(h.rejected).toEqual([]);
    const failed = {
      id: first.id,
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
      failure_balance_transaction: expect.stringMatching(/^txn_/),
    };
    for (const { event } of h.received) expect(event.data.object).toMatchObject(failed);
    const previous = { status: 'succeeded', failure_reason: null, failure_balance_transaction: null };
    expect(h.received[0]!.event.data.previous_attributes).toEqual(previous);
    expect(h.received[1]!.event.data.previous_attributes).toEqual(previous);

    expect(await h.stripe.charges.retrieve(charge.id)).toMatchObject({
      amount_refunded: 1500,
      refunded: false,
    });
    const refund = await h.stripe.refunds.retrieve(first.id, { expand: ['failure_balance_transaction'] });
    expect(refund).toMatchObject({ status: 'failed', amount: 500 });
    expect(refund.failure_balance_transaction).toMatchObject({
      type: 'refund_failure',
      reporting_category: 'refund_failure',
      amount: 500,
      fee: 0,
      net: 500,
      source: first.id,
    });
    // The amount is refundable again.
    expect((await h.stripe.refunds.create({ charge: charge.id })).amount).toBe(500);
    await expect(h.sandbox.failRefund(first.id)).rejects.toThrow(/is failed/);
    await expect(h.sandbox.failRefund('re_missing')).rejects.toMatchObject({ status: 404 });
  });

  it('a failed refund takes the reason given', async () => {
    const charge = await paidCharge(2000);
    const [, created] = await h.sandbox.refund(charge.id);
    const refundId = (created!.event.data.object as { id: string }).id;
    await expect(h.sandbox.failRefund(refundId, { reason: 'bad' as 'declined' })).rejects.toThrow(/reason/);
    const [updated] = await h.sandbox.failRefund(refundId, { reason: 'lost_or_stolen_card' });
    expect(updated!.event.data.object).toMatchObject({ failure_reason: 'lost_or_stolen_card' });
    expect(await h.stripe.charges.retrieve(charge.id)).toMatchObject({ amount_refunded: 0, refunded: false });
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
