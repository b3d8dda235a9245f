import { describe, expect, it } from 'vitest';
import { RETURN_URLS, sessionParams, types, useHarness } from './harness.ts';

const h = useHarness();

/** The page as the payer's browser gets it, without following redirects. */
const page = (path: string, method = 'GET') =>
  fetch(`${h.sandbox.url}${path}`, { method, redirect: 'manual' });

describe('hosted checkout page', () => {
  it('shows a one-time amount with Pay and Cancel buttons', async () => {
    const session = await h.stripe.checkout.sessions.create(sessionParams(2500));
    const response = await page(new URL(session.url!).pathname);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Donation');
    expect(html).toContain('$25.00');
    expect(html).toContain('one-time payment');
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  it("speaks the session's locale: Spanish words and lang for es, English for auto", async () => {
    const spanish = await h.stripe.checkout.sessions.create({ ...sessionParams(5000, 12), locale: 'es' });
    expect(spanish.locale).toBe('es');
    const html = await (await page(`/pay/${spanish.id}`)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toMatch(/<button[^>]*>Pagar<\/button>/);
    expect(html).toContain('12 pagos mensuales, $600.00 en total');
    const auto = await h.stripe.checkout.sessions.create(sessionParams(2500));
    expect(auto.locale).toBe('auto');
    expect(await (await page(`/pay/${auto.id}`)).text()).toContain('<html lang="en">');
  });

  it('refuses a locale Stripe does not speak', async () => {
    await expect(
      h.stripe.checkout.sessions.create({ ...sessionParams(2500), locale: 'xx' as 'es' }),
    ).rejects.toMatchObject({ param: 'locale' });
  });

  it('shows a plan per month with its number of payments and total', async () => {
    const session = await h.stripe.checkout.sessions.create(sessionParams(5000, 12));
    const html = await (await page(`/pay/${session.id}`)).text();
    expect(html).toContain('per month');
    expect(html).toContain('12 monthly payments, $600.00 in total');
  });

  it('Pay delivers the events and then redirects to success_url', async () => {
    const session = await h.stripe.checkout.sessions.create(sessionParams(5000, 2));
    const response = await page(`/pay/${session.id}/confirm`, 'POST');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(RETURN_URLS.success_url);
    expect(types(h.received)).toEqual(['invoice.paid', 'checkout.session.completed']);
    const again = await page(`/pay/${session.id}`);
    expect(await again.text()).toContain('already been made');
  });

  it('Cancel redirects to cancel_url and leaves the session open', async () => {
    const session = await h.stripe.checkout.sessions.create(sessionParams(2500));
    const response = await page(`/pay/${session.id}/cancel`, 'POST');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(RETURN_URLS.cancel_url);
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(h.received).toEqual([]);
  });

  it('unknown and expired sessions get a clear page', async () => {
    const unknown = await page('/pay/cs_test_unknown');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('not valid');
    const session = await h.stripe.checkout.sessions.create(sessionParams(2500));
    await h.sandbox.expire(session.id);
    const expired = await page(`/pay/${session.id}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('expired');
  });
});
