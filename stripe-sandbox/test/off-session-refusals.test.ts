import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useHarness } from './harness.ts';
import { savedCard } from './saved-cards.ts';

const h = useHarness();

type Saved = { customer: string; paymentMethod: string };

const create = (saved: Saved, overrides: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
  h.stripe.paymentIntents.create({
    amount: 1500,
    currency: 'usd',
    customer: saved.customer,
    payment_method: saved.paymentMethod,
    off_session: true,
    confirm: true,
    ...overrides,
  });

describe('off-session charges Stripe refuses', () => {
  it('refuses an unknown card, another Customer’s card and a card without its Customer, charging nothing', async () => {
    const mine = await savedCard(h);
    const theirs = await savedCard(h);
    await expect(create(mine, { payment_method: 'pm_unknown' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'payment_method',
      message: "No such PaymentMethod: 'pm_unknown'",
    });
    await expect(create(mine, { payment_method: theirs.paymentMethod })).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      param: 'payment_method',
    });
    await expect(create(mine, { customer: undefined })).rejects.toMatchObject({
      statusCode: 400,
      param: 'customer',
    });
    await expect(create(mine, { customer: 'cus_unknown' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'customer',
    });
    const invalid: [Partial<Stripe.PaymentIntentCreateParams>, string, string?][] = [
      [{ amount: 49 }, 'amount', 'amount_too_small'],
      [{ currency: 'eur' }, 'currency'],
      [{ off_session: undefined }, 'off_session'],
      [{ confirm: false }, 'confirm'],
      [{ expand: ['invoice'] }, 'expand'],
      [{ metadata: { ['k'.repeat(41)]: 'v' } }, `metadata[${'k'.repeat(41)}]`],
    ];
    for (const [overrides, param, code] of invalid) {
      await expect(create(mine, overrides), param).rejects.toMatchObject({
        statusCode: 400,
        param,
        ...(code ? { code } : {}),
      });
    }
    expect((await h.stripe.balanceTransactions.list()).data).toEqual([]);
    await h.sandbox.idle();
    expect(h.received).toEqual([]);
  });

  it('answers after the configured Stripe latency, as every /v1 call does', async () => {
    const saved = await savedCard(h);
    await h.sandbox.configure({ latencyMs: 300 });
    const started = performance.now();
    const intent = await create(saved);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(intent.status).toBe('succeeded');
    const listStarted = performance.now();
    await h.stripe.customers.listPaymentMethods(saved.customer);
    expect(performance.now() - listStarted).toBeGreaterThanOrEqual(290);
  });
});
