import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { RETURN_URLS, types, useHarness } from './harness.ts';
import { CARDS, PLEDGE_METADATA, setupSession } from './saved-cards.ts';

const h = useHarness();

describe('customers', () => {
  it('creates and retrieves a Customer with its email, name and metadata', async () => {
    const created = await h.stripe.customers.create({
      email: 'grandma@example.org',
      name: 'Grace Hopper',
      metadata: { pledge_id: 'plg_1' },
    });
    expect(created).toMatchObject({
      id: expect.stringMatching(/^cus_/),
      object: 'customer',
      email: 'grandma@example.org',
      name: 'Grace Hopper',
      metadata: { pledge_id: 'plg_1' },
      livemode: false,
    });
    expect(await h.stripe.customers.retrieve(created.id)).toEqual(created);
    await expect(h.stripe.customers.retrieve('cus_unknown')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(h.stripe.customers.create({ email: 'not an email' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'email',
    });
  });
});

describe('a Checkout Session in setup mode', () => {
  it('is open with nothing due and no SetupIntent until the card is saved', async () => {
    const { customer, session } = await setupSession(h);
    expect(session).toMatchObject({
      mode: 'setup',
      status: 'open',
      customer: customer.id,
      currency: 'usd',
      amount_total: null,
      amount_subtotal: null,
      payment_status: 'no_payment_required',
      payment_intent: null,
      setup_intent: null,
      payment_method_types: ['card'],
      metadata: { ...PLEDGE_METADATA, kind: 'pledge' },
      locale: 'en',
      url: expect.stringMatching(/\/pay\/cs_test_/),
    });
  });

  it('refuses what Stripe refuses in setup mode, creating nothing', async () => {
    const { customer } = await setupSession(h);
    const refusals: [Partial<Stripe.Checkout.SessionCreateParams>, string][] = [
      [{ line_items: [{ price: 'price_1', quantity: 1 }] }, 'line_items'],
      [{ payment_intent_data: { description: 'x' } }, 'payment_intent_data'],
      [{ subscription_data: { description: 'x' } }, 'subscription_data'],
      [{ customer: 'cus_unknown' }, 'customer'],
      [{ customer: undefined }, 'customer'],
      [{ currency: undefined }, 'currency'],
      [{ currency: 'eur' }, 'currency'],
      [{ success_url: 'not a url' }, 'success_url'],
      [
        { setup_intent_data: { metadata: { ['k'.repeat(41)]: 'v' } } },
        `setup_intent_data[metadata][${'k'.repeat(41)}]`,
      ],
    ];
    for (const [overrides, param] of refusals) {
      await expect(setupSession(h, overrides), param).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        statusCode: 400,
        param,
      });
    }
    await expect(setupSession(h, { customer_email: 'a@example.org' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'You may only specify one of these parameters: customer, customer_email.',
    });
    await expect(
      h.stripe.checkout.sessions.create({
        mode: 'payment',
        setup_intent_data: { description: 'x' },
        ...RETURN_URLS,
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'setup_intent_data' });
    expect((await h.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    expect(await h.sandbox.events()).toEqual([]);
  });

  it('saving the succeeding card makes the SetupIntent and attached PaymentMethod, events in order', async () => {
    const { customer, session } = await setupSession(h);
    const sent = await h.sandbox.pay(session.id);
    expect(sent.map((e) => [e.event.type, e.deliveries[0]?.status])).toEqual([
      ['setup_intent.created', 200],
      ['payment_method.attached', 200],
      ['setup_intent.succeeded', 200],
      ['checkout.session.completed', 200],
    ]);
    expect(types(h.received)).toEqual(sent.map((e) => e.event.type));
    const completed = h.received[3]!.event.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({
      id: session.id,
      mode: 'setup',
      status: 'complete',
      payment_status: 'no_payment_required',
      amount_total: null,
      customer: customer.id,
      setup_intent: expect.stringMatching(/^seti_/),
      customer_details: { email: 'grandma@example.org', name: 'Grace Hopper' },
      url: null,
    });
    const created = h.received[0]!.event.data.object as Stripe.SetupIntent;
    expect(created).toMatchObject({ status: 'requires_payment_method', payment_method: null });
    const intent = await h.stripe.setupIntents.retrieve(completed.setup_intent as string, {
      expand: ['payment_method'],
    });
    expect(intent).toMatchObject({
      id: completed.setup_intent,
      object: 'setup_intent',
      status: 'succeeded',
      customer: customer.id,
      usage: 'off_session',
      metadata: PLEDGE_METADATA,
      payment_method_types: ['card'],
      last_setup_error: null,
    });
    const method = intent.payment_method as Stripe.PaymentMethod;
    expect(method).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      object: 'payment_method',
      type: 'card',
      customer: customer.id,
      card: { brand: 'visa', last4: '4242', exp_month: 12, funding: 'credit' },
    });
    expect(method.card!.exp_year).toBeGreaterThan(new Date().getUTCFullYear());
    expect(h.received[1]!.event.data.object).toEqual(method);
    expect(await h.stripe.paymentMethods.retrieve(method.id)).toEqual(method);
    const listed = await h.stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(listed).toMatchObject({
      object: 'list',
      has_more: false,
      url: `/v1/customers/${customer.id}/payment_methods`,
    });
    expect(listed.data).toEqual([method]);
    await expect(h.sandbox.pay(session.id)).rejects.toThrow(/not open/);
  });

  it('saves each test card by its number; the authenticating card passes requires_action first', async () => {
    const lastDigits: string[] = [];
    for (const card of [CARDS.declines, CARDS.authenticates]) {
      const { session } = await setupSession(h);
      h.received.length = 0;
      await h.sandbox.pay(session.id, { card });
      const authenticating = card === CARDS.authenticates;
      expect(types(h.received)).toEqual([
        'setup_intent.created',
        ...(authenticating ? ['setup_intent.requires_action'] : []),
        'payment_method.attached',
        'setup_intent.succeeded',
        'checkout.session.completed',
      ]);
      const attached = h.received.find((r) => r.event.type === 'payment_method.attached')!;
      lastDigits.push((attached.event.data.object as Stripe.PaymentMethod).card!.last4!);
    }
    expect(lastDigits).toEqual(['0341', '3184']);
  });

  it('the pay control refuses a card Stripe does not offer, and a card for a payment session', async () => {
    const { session } = await setupSession(h);
    await expect(h.sandbox.pay(session.id, { card: '4111111111111111' })).rejects.toThrow(/test cards/);
    await expect(h.sandbox.pay(session.id, { async: 'succeed' })).rejects.toThrow(/no delayed payment/);
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(h.received).toEqual([]);
  });
});
