import { describe, expect, it } from 'vitest';
import { sessionParams, useHarness } from './harness.ts';

const h = useHarness();

describe('Stripe errors', () => {
  it('injected failures make the Stripe client throw with that status, for count calls only', async () => {
    h.sandbox.failNext({ path: '/v1/checkout/sessions', status: 500, count: 2 });
    h.sandbox.failNext({
      method: 'GET',
      path: '/v1/charges',
      status: 402,
      message: 'Your card was declined.',
    });
    await expect(h.stripe.checkout.sessions.create(sessionParams(2500))).rejects.toMatchObject({
      statusCode: 500,
      type: 'StripeAPIError',
    });
    await expect(h.stripe.checkout.sessions.create(sessionParams(2500))).rejects.toMatchObject({
      statusCode: 500,
    });
    await expect(h.stripe.checkout.sessions.create(sessionParams(2500))).resolves.toMatchObject({
      status: 'open',
    });
    await expect(h.stripe.charges.retrieve('ch_x')).rejects.toMatchObject({
      statusCode: 402,
      type: 'StripeCardError',
      code: 'card_declined',
    });
    expect(h.sandbox.requests().map((r) => r.status)).toEqual([500, 500, 200, 402]);
  });

  it('validates parameters like Stripe: unknown, missing, relative URL, metadata limits', async () => {
    const bad = async (patch: object) =>
      h.stripe.checkout.sessions.create({ ...sessionParams(2500), ...patch });
    await expect(bad({ payment_method_types: ['card'] })).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'payment_method_types',
    });
    await expect(bad({ success_url: '/thanks' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'success_url',
    });
    await expect(bad({ cancel_url: undefined })).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
    });
    await expect(bad({ metadata: { ['k'.repeat(41)]: 'v' } })).rejects.toMatchObject({ statusCode: 400 });
    await expect(bad({ metadata: { note: 'v'.repeat(501) } })).rejects.toMatchObject({ statusCode: 400 });
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    await expect(bad({ metadata: many })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('50 keys'),
    });
    await expect(bad({ subscription_data: { metadata: { a: 'b' } } })).rejects.toMatchObject({
      statusCode: 400,
      param: 'subscription_data',
    });
    await expect(h.stripe.checkout.sessions.create(sessionParams(40))).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(h.stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it("refuses calls without a test key, and unknown routes answer 404 in Stripe's shape", async () => {
    const plain = await fetch(`${h.sandbox.url}/v1/charges/ch_x`);
    expect(plain.status).toBe(401);
    const live = await fetch(`${h.sandbox.url}/v1/charges/ch_x`, {
      headers: { authorization: 'Bearer sk_live_x' },
    });
    expect(live.status).toBe(401);
    // `curl -u sk_test_...:` sends the key as a Basic user name, which Stripe accepts too.
    const basic = await fetch(`${h.sandbox.url}/v1/charges/ch_x`, {
      headers: { authorization: `Basic ${Buffer.from('sk_test_x:').toString('base64')}` },
    });
    expect(basic.status).toBe(404);
    const unknown = await fetch(`${h.sandbox.url}/v1/customers`, {
      headers: { authorization: 'Bearer sk_test_x' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringContaining('Unrecognized request URL') },
    });
    // The control and page routes are not reachable under /v1, and the API is not reachable under them.
    expect(
      (
        await fetch(`${h.sandbox.url}/v1/__sandbox/events`, {
          headers: { authorization: 'Bearer sk_test_x' },
        })
      ).status,
    ).toBe(404);
    expect((await fetch(`${h.sandbox.url}/__sandbox/v1/charges`)).status).toBe(404);
    expect((await fetch(`${h.sandbox.url}/elsewhere`)).status).toBe(404);
  });
});

describe('webhook deliveries', () => {
  it('records a failed delivery and resends the identical event with a fresh signature', async () => {
    const session = await h.stripe.checkout.sessions.create(sessionParams(2500));
    h.respondWith.status = 500;
    const [event] = await h.sandbox.pay(session.id);
    expect(event!.deliveries.map((d) => d.status)).toEqual([500]);
    h.respondWith.status = 200;
    const resent = await h.sandbox.resend(event!.event.id);
    expect(resent.deliveries.map((d) => d.status)).toEqual([500, 200]);
    expect(h.received).toHaveLength(2);
    expect(h.received[1]!.raw).toBe(h.received[0]!.raw);
    expect(h.received[1]!.event.id).toBe(event!.event.id);
  });

  it('counts a delivery the app does not answer within deliveryTimeoutSeconds as failed', async () => {
    expect(() => h.sandbox.configure({ deliveryTimeoutSeconds: 0 })).toThrow(/deliveryTimeoutSeconds/);
    h.sandbox.configure({ deliveryTimeoutSeconds: 1 });
    const session = await h.stripe.checkout.sessions.create(sessionParams(2500));
    h.onEvent.handle = () => new Promise((resolve) => setTimeout(resolve, 1500));
    const [event] = await h.sandbox.pay(session.id);
    expect(event!.deliveries).toEqual([
      expect.objectContaining({ status: null, error: expect.stringMatching(/timeout/) }),
    ]);
    expect(event!.deliveries[0]!.ms).toBeGreaterThanOrEqual(900);
    h.onEvent.handle = null;
    expect((await h.sandbox.resend(event!.event.id)).deliveries.at(-1)?.status).toBe(200);
  });

  it("sends events in the endpoint's API version, which the tests may set", async () => {
    expect(() => h.sandbox.configure({ endpointApiVersion: 'latest' })).toThrow(/endpointApiVersion/);
    h.sandbox.configure({ endpointApiVersion: '2027-01-27.endive' });
    const session = await h.stripe.checkout.sessions.create(sessionParams(2500));
    const [event] = await h.sandbox.pay(session.id);
    expect(event!.event.api_version).toBe('2027-01-27.endive');
    expect(h.received.at(-1)!.event.api_version).toBe('2027-01-27.endive');
  });

  it("holds every /v1 answer back by latencyMs, as Stripe's network does, and never its own controls", async () => {
    expect(() => h.sandbox.configure({ latencyMs: -1 })).toThrow(/latencyMs/);
    expect(() => h.sandbox.configure({ latencyMs: 0.5 })).toThrow(/latencyMs/);
    h.sandbox.configure({ latencyMs: 200 });
    const timed = async <T>(call: () => Promise<T>) => {
      const started = performance.now();
      await call();
      return performance.now() - started;
    };
    expect(await timed(() => h.stripe.checkout.sessions.create(sessionParams(2500)))).toBeGreaterThanOrEqual(
      190,
    );
    expect(await timed(() => h.stripe.balanceTransactions.list({ limit: 1 }))).toBeGreaterThanOrEqual(190);
    expect(await timed(() => fetch(`${h.sandbox.url}/__sandbox/events`))).toBeLessThan(150);
    h.sandbox.configure({ latencyMs: 0 });
    expect(await timed(() => h.stripe.balanceTransactions.list({ limit: 1 }))).toBeLessThan(150);
  });

  it('the control endpoints work over HTTP with JSON', async () => {
    const session = await h.stripe.checkout.sessions.create(sessionParams(2500));
    const post = (path: string, body: object = {}) =>
      fetch(`${h.sandbox.url}/__sandbox${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/config', { eventOrder: 'sideways' })).status).toBe(400);
    const paid = await post(`/sessions/${session.id}/pay`, {});
    expect(paid.status).toBe(200);
    const { events } = (await paid.json()) as {
      events: { event: { type: string }; deliveries: { status: number }[] }[];
    };
    expect(events.map((e) => [e.event.type, e.deliveries[0]?.status])).toEqual([
      ['checkout.session.completed', 200],
    ]);
    expect((await post(`/sessions/${session.id}/pay`)).status).toBe(400);
    expect((await post('/sessions/cs_test_nope/expire')).status).toBe(404);
    const listed = (await (await fetch(`${h.sandbox.url}/__sandbox/events`)).json()) as { data: unknown[] };
    expect(listed.data).toHaveLength(1);
    expect((await post('/fail-next', { path: '/v1/refunds', status: 503 })).status).toBe(200);
    expect((await post('/reset')).status).toBe(200);
    expect(h.sandbox.events()).toEqual([]);
  });
});
