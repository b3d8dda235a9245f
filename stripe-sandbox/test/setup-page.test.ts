import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { types, useHarness } from './harness.ts';
import { CARDS, setupSession } from './saved-cards.ts';

const h = useHarness();

/** The page as the payer's browser gets it, without following redirects. */
const page = (path: string, form?: Record<string, string>) =>
  fetch(`${h.sandbox.url}${path}`, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    ...(form ? { body: new URLSearchParams(form) } : {}),
  });

const savedLast4 = async (session: string): Promise<string> => {
  const read = await h.stripe.checkout.sessions.retrieve(session, {
    expand: ['setup_intent.payment_method'],
  });
  return ((read.setup_intent as Stripe.SetupIntent).payment_method as Stripe.PaymentMethod).card!.last4!;
};

describe('the hosted page of a setup session', () => {
  it("says the card is saved for later and offers Stripe's test cards by number", async () => {
    const { session } = await setupSession(h);
    const response = await page(new URL(session.url!).pathname);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Your card will be saved for later payments. You will not be charged now.');
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0341', '4000 0027 6000 3184'])
      expect(html).toContain(number);
    expect(html).toMatch(/<legend>Test card<\/legend>/);
    expect(html).toMatch(/<button[^>]*>Save card<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    const spanish = await setupSession(h, { locale: 'es' });
    const es = await (await page(`/pay/${spanish.session.id}`)).text();
    expect(es).toContain('<html lang="es">');
    expect(es).toMatch(/<button[^>]*>Guardar tarjeta<\/button>/);
  });

  it('Save card saves the chosen card, delivers the events, then redirects to success_url with the id', async () => {
    const { session } = await setupSession(h);
    const response = await page(`/pay/${session.id}/confirm`, { card: CARDS.declines });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`https://school.example/pledge?session=${session.id}`);
    expect(types(h.received)).toEqual([
      'setup_intent.created',
      'payment_method.attached',
      'setup_intent.succeeded',
      'checkout.session.completed',
    ]);
    expect(await savedLast4(session.id)).toBe('0341');
    expect(await (await page(`/pay/${session.id}`)).text()).toContain('already been saved');
  });

  it('the authenticating card shows the 3-D Secure challenge; completing it saves the card', async () => {
    const { session } = await setupSession(h);
    const challenge = await page(`/pay/${session.id}/confirm`, { card: CARDS.authenticates });
    expect(challenge.status).toBe(200);
    const html = await challenge.text();
    expect(html).toMatch(/<button[^>]*>Complete authentication<\/button>/);
    expect(html).toMatch(/<button[^>]*>Fail authentication<\/button>/);
    expect(h.received).toEqual([]);
    const failed = await page(`/pay/${session.id}/authenticate`, {
      card: CARDS.authenticates,
      outcome: 'fail',
    });
    expect(failed.status).toBe(200);
    expect(await failed.text()).toContain('We are unable to authenticate your payment method.');
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(h.received).toEqual([]);
    const done = await page(`/pay/${session.id}/authenticate`, {
      card: CARDS.authenticates,
      outcome: 'complete',
    });
    expect(done.status).toBe(303);
    expect(types(h.received)).toContain('setup_intent.requires_action');
    expect(await savedLast4(session.id)).toBe('3184');
  });

  it('Cancel returns to cancel_url and leaves the session open; an expired session gets a clear page', async () => {
    const { session } = await setupSession(h);
    const cancel = await page(`/pay/${session.id}/cancel`, {});
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(session.cancel_url);
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    await h.sandbox.expire(session.id);
    const expired = await page(`/pay/${session.id}`);
    expect(expired.status).toBe(410);
    expect(h.received.map((r) => r.event.type)).toEqual(['checkout.session.expired']);
  });
});
