import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { types, useHarness } from './harness.ts';
import { CARDS, savedCard } from './saved-cards.ts';

const h = useHarness();

type Saved = { customer: string; paymentMethod: string };

const params = (saved: Saved): Stripe.PaymentIntentCreateParams => ({
  amount: 1500,
  currency: 'usd',
  customer: saved.customer,
  payment_method: saved.paymentMethod,
  off_session: true,
  confirm: true,
  metadata: { pledge_id: 'plg_2' },
});

/** The raw answer, headers included, as Stripe gives it to a retry with the same key. */
async function post(saved: Saved, key: string, amount = 1500): Promise<Response> {
  const body = new URLSearchParams({
    amount: String(amount),
    currency: 'usd',
    customer: saved.customer,
    payment_method: saved.paymentMethod,
    off_session: 'true',
    confirm: 'true',
    'metadata[pledge_id]': 'plg_2',
  });
  return fetch(`${h.sandbox.url}/v1/payment_intents`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_sandbox', 'idempotency-key': key },
    body,
  });
}

describe('idempotent off-session charges', () => {
  it('the same key replays a success: one PaymentIntent, one charge, one set of events', async () => {
    const saved = await savedCard(h);
    const first = await h.stripe.paymentIntents.create(params(saved), { idempotencyKey: 'pledge-plg_2' });
    const again = await h.stripe.paymentIntents.create(params(saved), { idempotencyKey: 'pledge-plg_2' });
    expect(again).toEqual(first);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const charges = await h.stripe.balanceTransactions.list();
    expect(charges.data.filter((line) => line.type === 'charge')).toHaveLength(1);
    await h.sandbox.idle();
    expect(types(h.received)).toEqual(['charge.succeeded', 'payment_intent.succeeded']);
  });

  it('the same key replays a decline, the 402 included: one PaymentIntent, one failed charge, one set of events', async () => {
    const saved = await savedCard(h, CARDS.declines);
    const first = await post(saved, 'pledge-plg_3');
    const firstBody = (await first.json()) as { error: { payment_intent: { id: string }; charge: string } };
    expect(first.status).toBe(402);
    const again = await post(saved, 'pledge-plg_3');
    expect(again.status).toBe(402);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    await expect(
      h.stripe.paymentIntents.create(params(saved), { idempotencyKey: 'pledge-plg_3' }),
    ).rejects.toMatchObject({ statusCode: 402, code: 'card_declined', charge: firstBody.error.charge });
    await h.sandbox.idle();
    expect(types(h.received)).toEqual(['charge.failed', 'payment_intent.payment_failed']);
    const charged = (await h.sandbox.requests()).filter((r) => r.path === '/v1/payment_intents');
    expect(charged.map((r) => [r.status, r.replayed])).toEqual([
      [402, false],
      [402, true],
      [402, true],
    ]);
  });

  it('a charge whose answer is lost after the work is replayed by the retry: one charge, the same intent', async () => {
    const saved = await savedCard(h);
    h.sandbox.failNext({ method: 'POST', path: '/v1/payment_intents', status: 500, afterWork: true });
    const create = () =>
      h.stripe.paymentIntents.create(
        { ...params(saved), expand: ['latest_charge.balance_transaction'] },
        { idempotencyKey: 'pledge-plg_6' },
      );
    await expect(create()).rejects.toMatchObject({ statusCode: 500 });
    const again = await create();
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(again.latest_charge).toMatchObject({ balance_transaction: { fee: 74, net: 1426 } });
    const charges = await h.stripe.balanceTransactions.list();
    expect(charges.data.filter((line) => line.type === 'charge')).toHaveLength(1);
    const charged = (await h.sandbox.requests()).filter((r) => r.path === '/v1/payment_intents');
    expect(charged.map((r) => [r.status, r.replayed, r.lostAnswer])).toEqual([
      [200, false, 500],
      [200, true, undefined],
    ]);
  });

  it('says within a bound whether the background deliveries are done, so a client can wait thousands out', async () => {
    const saved = await savedCard(h);
    h.onEvent.handle = () => new Promise((resolve) => setTimeout(resolve, 300));
    await h.stripe.paymentIntents.create(params(saved), { idempotencyKey: 'pledge-plg_7' });
    const idle = async (withinMs: number) =>
      (
        (await (
          await fetch(`${h.sandbox.url}/__sandbox/idle`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ withinMs }),
          })
        ).json()) as { idle: boolean }
      ).idle;
    expect(await idle(50)).toBe(false);
    expect(await idle(10_000)).toBe(true);
    expect(types(h.received)).toEqual(['charge.succeeded', 'payment_intent.succeeded']);
    h.onEvent.handle = null;
  });

  it('the same key with other parameters is an idempotency_error; a refused request does not spend its key', async () => {
    const saved = await savedCard(h, CARDS.declines);
    expect((await post(saved, 'pledge-plg_4')).status).toBe(402);
    const other = await post(saved, 'pledge-plg_4', 1600);
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { type: string } }).error.type).toBe('idempotency_error');
    const tooSmall = await post(saved, 'pledge-plg_5', 10);
    expect(tooSmall.status).toBe(400);
    const retried = await post(saved, 'pledge-plg_5');
    expect(retried.status).toBe(402);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });
});
