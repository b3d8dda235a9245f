import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { ExistingObjects } from '../src/index.ts';
import { types, useHarness } from './harness.ts';

const h = useHarness();

const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);
const metadata = { record_id: 'rec_demo', collection: 'donations' };

/** A one-time gift paid 10 days ago and a plan paid twice, as the demo data holds them. */
const demo: ExistingObjects = {
  customers: [
    { id: 'cus_demo1', email: 'parent@example.org' },
    { id: 'cus_demo2', created: now - 40 * DAY },
  ],
  payment_intents: [{ id: 'pi_demo1', amount: 10_330, customer: 'cus_demo1', metadata }],
  charges: [
    { id: 'ch_demo1', amount: 10_330, fee: 330, payment_intent: 'pi_demo1', customer: 'cus_demo1' },
    {
      id: 'ch_demo2',
      amount: 2_500,
      fee: 103,
      amount_refunded: 500,
      customer: 'cus_demo2',
      created: now - 40 * DAY,
    },
    { id: 'ch_demo3', amount: 2_500, fee: 103, customer: 'cus_demo2', created: now - 10 * DAY },
  ],
  subscriptions: [
    {
      id: 'sub_demo1',
      customer: 'cus_demo2',
      status: 'active',
      metadata,
      unit_amount: 2_500,
      created: now - 40 * DAY,
      current_period_start: now - 10 * DAY,
      current_period_end: now + 20 * DAY,
    },
  ],
};

async function register(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${h.sandbox.url}/__sandbox/objects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /__sandbox/objects registers objects made before the sandbox started', () => {
  it('stores them as Stripe holds them, and sends no events', async () => {
    expect(await register(demo)).toEqual({
      status: 200,
      body: { customers: 2, payment_methods: 0, payment_intents: 1, charges: 3, subscriptions: 1 },
    });
    const intent = await h.stripe.paymentIntents.retrieve('pi_demo1', {
      expand: ['latest_charge.balance_transaction'],
    });
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount_received: 10_330,
      customer: 'cus_demo1',
      metadata,
    });
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ id: 'ch_demo1', status: 'succeeded', paid: true, amount_refunded: 0 });
    expect(charge.balance_transaction).toMatchObject({ amount: 10_330, fee: 330, net: 10_000 });
    expect(await h.stripe.charges.retrieve('ch_demo2')).toMatchObject({
      amount_refunded: 500,
      refunded: false,
      payment_intent: null,
      created: now - 40 * DAY,
    });
    const subscription = await h.stripe.subscriptions.retrieve('sub_demo1');
    expect(subscription).toMatchObject({ status: 'active', customer: 'cus_demo2', metadata });
    expect(subscription.items.data[0]).toMatchObject({
      current_period_start: now - 10 * DAY,
      current_period_end: now + 20 * DAY,
      price: { unit_amount: 2_500, recurring: { interval: 'month' } },
    });
    expect(h.sandbox.events()).toEqual([]);
  });

  it("dates a registered charge's balance transaction by the charge, so a payout of its day pays it out", async () => {
    await register(demo);
    const charge = await h.stripe.charges.retrieve('ch_demo2', { expand: ['balance_transaction'] });
    expect(charge.balance_transaction).toMatchObject({
      created: now - 40 * DAY,
      available_on: expect.any(Number),
    });
    const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
    // Available two days after it was made: a payout 37 days ago settles ch_demo2 and nothing later.
    const run = await h.sandbox.runPayout({ as_of: day(now - 37 * DAY) });
    expect(run.payout).toMatchObject({ amount: 2_500 - 103, status: 'paid' });
    const lines = await h.stripe.balanceTransactions.list({ payout: run.payout!.id });
    expect(lines.data.map((txn) => txn.source)).toEqual(expect.arrayContaining(['ch_demo2']));
    expect(lines.data).toHaveLength(2);
  });

  it('refunds a registered charge as one paid through the sandbox, up to what is left', async () => {
    await register(demo);
    await h.stripe.refunds.create({ charge: 'ch_demo2' });
    await h.sandbox.idle();
    expect(types(h.received)).toEqual(['charge.refunded', 'refund.created']);
    expect(h.received[0]!.event.data).toMatchObject({
      object: { id: 'ch_demo2', amount_refunded: 2_500, refunded: true },
      previous_attributes: { amount_refunded: 500, refunded: false },
    });
    expect(h.received[1]!.event.data.object).toMatchObject({ amount: 2_000, charge: 'ch_demo2' });
  });

  it('cancels a registered plan now or at its period end; a canceled one stays canceled', async () => {
    await register({
      ...demo,
      subscriptions: [
        ...demo.subscriptions!,
        { ...demo.subscriptions![0]!, id: 'sub_demo2', status: 'canceled', ended_at: now - DAY },
      ],
    });
    const scheduled = await h.stripe.subscriptions.update('sub_demo1', { cancel_at_period_end: true });
    expect(scheduled).toMatchObject({ cancel_at: now + 20 * DAY, status: 'active' });
    await h.stripe.subscriptions.cancel('sub_demo1');
    await h.sandbox.idle();
    expect(types(h.received)).toEqual(['customer.subscription.deleted']);
    expect(h.received[0]!.event.data.object).toMatchObject({ id: 'sub_demo1', status: 'canceled', metadata });
    expect(await h.stripe.subscriptions.retrieve('sub_demo2')).toMatchObject({
      status: 'canceled',
      ended_at: now - DAY,
    });
    await expect(h.stripe.subscriptions.cancel('sub_demo2')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('saves registered cards to their customers, charged off session as the test card answers', async () => {
    expect(
      await register({
        customers: [{ id: 'cus_pledge1' }, { id: 'cus_pledge2' }],
        payment_methods: [
          { id: 'pm_pledge1', customer: 'cus_pledge1' },
          { id: 'pm_pledge2', customer: 'cus_pledge2', card: '4000 0000 0000 0341', created: now - DAY },
        ],
      }),
    ).toMatchObject({ status: 200, body: { customers: 2, payment_methods: 2 } });
    expect(await h.stripe.paymentMethods.retrieve('pm_pledge2')).toMatchObject({
      customer: 'cus_pledge2',
      created: now - DAY,
      card: { brand: 'visa', last4: '0341' },
    });
    const charge = (customer: string, payment_method: string) =>
      h.stripe.paymentIntents.create({
        amount: 5_400,
        currency: 'usd',
        customer,
        payment_method,
        off_session: true,
        confirm: true,
      });
    expect(await charge('cus_pledge1', 'pm_pledge1')).toMatchObject({ status: 'succeeded', amount: 5_400 });
    await expect(charge('cus_pledge2', 'pm_pledge2')).rejects.toMatchObject({
      statusCode: 402,
      code: 'card_declined',
    });
    await expect(charge('cus_pledge2', 'pm_pledge1')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses a known id, an unknown reference, and amounts that are not whole cents', async () => {
    await register({ customers: [{ id: 'cus_demo1' }] });
    const refused = [
      { customers: [{ id: 'cus_demo1' }] },
      { customers: [{ id: 'demo1' }] },
      { charges: [{ id: 'ch_x', amount: 1_000, fee: 59, payment_intent: 'pi_nowhere' }] },
      { charges: [{ id: 'ch_x', amount: 10.5, fee: 0 }] },
      { charges: [{ id: 'ch_x', amount: 1_000, fee: 59, amount_refunded: 2_000 }] },
      { subscriptions: [{ ...demo.subscriptions![0]!, customer: 'cus_demo1', status: 'past_due' }] },
      { subscriptions: [{ ...demo.subscriptions![0]!, customer: undefined }] },
      { payment_methods: [{ id: 'pm_x', customer: 'cus_nowhere' }] },
      { payment_methods: [{ id: 'pm_x', customer: 'cus_demo1', card: '4111 1111 1111 1111' }] },
      { payment_methods: [{ id: 'card_x', customer: 'cus_demo1' }] },
    ];
    for (const body of refused) {
      const answer = await register(body);
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: { type: 'invalid_request_error' } },
      });
    }
    expect(await register({})).toMatchObject({ status: 200 });
  });
});
