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

const disputeOf = (index: number) => h.received[index]!.event.data.object as Stripe.Dispute;

const withdrawal = (cents: number, chargeId: string) => ({
  object: 'balance_transaction',
  type: 'adjustment',
  reporting_category: 'dispute',
  amount: -cents,
  fee: 1500,
  net: -(cents + 1500),
  description: `Chargeback withdrawal for ${chargeId}`,
  fee_details: [expect.objectContaining({ amount: 1500, type: 'stripe_fee' })],
});

/** Opens a dispute on a fresh $50 charge; the received events are cleared after. */
async function disputed(): Promise<{ charge: Stripe.Charge; dispute: Stripe.Dispute }> {
  const charge = await paidCharge(5000);
  await h.sandbox.dispute(charge.id);
  const dispute = disputeOf(0);
  h.received.length = 0;
  return { charge, dispute };
}

describe('disputes', () => {
  it('a dispute withdraws the amount and the $15 fee: charge.dispute.created, then funds_withdrawn', async () => {
    const charge = await paidCharge(5000);
    const events = await h.sandbox.dispute(charge.id);
    expect(events.map((e) => [e.event.type, e.deliveries.map((d) => d.status)])).toEqual([
      ['charge.dispute.created', [200]],
      ['charge.dispute.funds_withdrawn', [200]],
    ]);
    expect(h.rejected).toEqual([]);
    expect(types(h.received)).toEqual(['charge.dispute.created', 'charge.dispute.funds_withdrawn']);
    const dispute = disputeOf(0);
    expect(dispute).toEqual({
      id: expect.stringMatching(/^dp_/),
      object: 'dispute',
      amount: 5000,
      balance_transactions: [expect.objectContaining(withdrawal(5000, charge.id))],
      charge: charge.id,
      created: expect.any(Number),
      currency: 'usd',
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason: 'fraudulent',
      status: 'needs_response',
    });
    expect(disputeOf(1)).toEqual(dispute);
    expect(await h.stripe.disputes.retrieve(dispute.id)).toEqual(dispute);
    const txn = dispute.balance_transactions[0]!;
    expect(await h.stripe.balanceTransactions.retrieve(txn.id)).toMatchObject({ source: dispute.id });
    expect(await h.stripe.charges.retrieve(charge.id)).toMatchObject({
      disputed: true,
      amount_refunded: 0,
      refunded: false,
    });
    const expanded = await h.stripe.disputes.retrieve(dispute.id, { expand: ['charge', 'payment_intent'] });
    expect(expanded.charge).toMatchObject({ id: charge.id, disputed: true });
    expect(expanded.payment_intent).toMatchObject({ id: charge.payment_intent });
    await expect(h.stripe.disputes.retrieve('dp_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('closed won: amount and fee reinstated; charge.dispute.closed, then funds_reinstated', async () => {
    const { charge, dispute } = await disputed();
    const events = await h.sandbox.closeDispute(dispute.id, 'won');
    expect(events.map((e) => [e.event.type, e.deliveries.map((d) => d.status)])).toEqual([
      ['charge.dispute.closed', [200]],
      ['charge.dispute.funds_reinstated', [200]],
    ]);
    expect(h.rejected).toEqual([]);
    const closed = disputeOf(0);
    expect(closed).toMatchObject({ id: dispute.id, status: 'won', amount: 5000 });
    expect(closed.balance_transactions).toEqual([
      expect.objectContaining(withdrawal(5000, charge.id)),
      expect.objectContaining({
        type: 'adjustment',
        reporting_category: 'dispute_reversal',
        amount: 5000,
        fee: -1500,
        net: 6500,
        source: dispute.id,
        description: `Chargeback reversal for ${charge.id}`,
        fee_details: [expect.objectContaining({ amount: -1500, type: 'stripe_fee' })],
      }),
    ]);
    expect(h.received[0]!.event.data.previous_attributes).toEqual({
      status: 'needs_response',
      balance_transactions: dispute.balance_transactions,
    });
    expect(disputeOf(1)).toEqual(closed);
    // Over both transactions the balance is back where it was: only the charge's own fee remains.
    expect(closed.balance_transactions.reduce((sum, txn) => sum + txn.net, 0)).toBe(0);
    expect(await h.stripe.disputes.retrieve(dispute.id)).toEqual(closed);
    // A won dispute leaves the charge disputed and refundable again.
    expect((await h.stripe.charges.retrieve(charge.id)).disputed).toBe(true);
    expect((await h.stripe.refunds.create({ charge: charge.id, amount: 100 })).status).toBe('succeeded');
  });

  it('closed lost: charge.dispute.closed only, the money stays withdrawn, refunds are refused', async () => {
    const { charge, dispute } = await disputed();
    await expect(h.stripe.refunds.create({ charge: charge.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_disputed',
    });
    const events = await h.sandbox.closeDispute(dispute.id, 'lost');
    expect(events.map((e) => [e.event.type, e.deliveries.map((d) => d.status)])).toEqual([
      ['charge.dispute.closed', [200]],
    ]);
    expect(h.received[0]!.event.data.previous_attributes).toEqual({ status: 'needs_response' });
    expect(disputeOf(0)).toMatchObject({
      status: 'lost',
      balance_transactions: [expect.objectContaining(withdrawal(5000, charge.id))],
    });
    await expect(h.stripe.refunds.create({ charge: charge.id })).rejects.toMatchObject({
      code: 'charge_disputed',
    });
    await expect(h.sandbox.closeDispute(dispute.id, 'won')).rejects.toThrow(/already closed \(lost\)/);
  });

  it('takes a reason and a partial amount, and refuses what Stripe would not do', async () => {
    const charge = await paidCharge(5000);
    await h.stripe.refunds.create({ charge: charge.id, amount: 1000 });
    await expect(h.sandbox.dispute(charge.id, { amount: 4001 })).rejects.toThrow(/from 1 to 4000/);
    await expect(h.sandbox.dispute(charge.id, { reason: 'angry' as 'general' })).rejects.toThrow(/reason/);
    await h.sandbox.idle();
    h.received.length = 0;
    await h.sandbox.dispute(charge.id, { reason: 'product_not_received', amount: 2500 });
    expect(disputeOf(0)).toMatchObject({
      reason: 'product_not_received',
      amount: 2500,
      balance_transactions: [expect.objectContaining(withdrawal(2500, charge.id))],
    });
    await expect(h.sandbox.dispute(charge.id)).rejects.toThrow(/already been disputed/);
    await expect(h.sandbox.dispute('ch_missing')).rejects.toMatchObject({ status: 404 });
    await expect(h.sandbox.closeDispute(disputeOf(0).id, 'draw' as 'won')).rejects.toThrow(/outcome/);
    await expect(h.sandbox.closeDispute('dp_missing', 'won')).rejects.toMatchObject({ status: 404 });
  });

  it('the dispute and failed-refund controls work over HTTP with JSON', async () => {
    const charge = await paidCharge(3000);
    const post = async (path: string, body: object = {}) => {
      const response = await fetch(`${h.sandbox.url}/__sandbox${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json()) as { events: { event: Stripe.Event }[] },
      };
    };
    const refund = await h.stripe.refunds.create({ charge: charge.id, amount: 1000 });
    const failed = await post(`/refunds/${refund.id}/fail`, { reason: 'declined' });
    expect(failed.status).toBe(200);
    expect(failed.body.events.map((e) => e.event.type)).toEqual([
      'charge.refund.updated',
      'refund.updated',
      'refund.failed',
    ]);
    expect((await post('/disputes/dp_missing/close', { outcome: 'won' })).status).toBe(404);
    const opened = await post(`/charges/${charge.id}/dispute`, { reason: 'duplicate' });
    expect(opened.status).toBe(200);
    const dispute = opened.body.events[0]!.event.data.object as Stripe.Dispute;
    expect(dispute).toMatchObject({ reason: 'duplicate', amount: 3000 });
    expect((await post(`/disputes/${dispute.id}/close`, { outcome: 'maybe' })).status).toBe(400);
    const closed = await post(`/disputes/${dispute.id}/close`, { outcome: 'won' });
    expect(closed.body.events.map((e) => e.event.type)).toEqual([
      'charge.dispute.closed',
      'charge.dispute.funds_reinstated',
    ]);
  });
});
