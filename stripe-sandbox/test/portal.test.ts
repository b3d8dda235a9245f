import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sessionParams, types, useHarness } from './harness.ts';

const h = useHarness();

async function paidPlan(): Promise<Stripe.Checkout.Session> {
  const session = await h.stripe.checkout.sessions.create(sessionParams(5000, 3));
  await h.sandbox.pay(session.id);
  return h.stripe.checkout.sessions.retrieve(session.id);
}

const post = (url: string) => fetch(url, { method: 'POST', redirect: 'manual' });

describe('the Customer Portal', () => {
  it('opens a session for a customer, whose page lists the running plan', async () => {
    const checkout = await paidPlan();
    const portal = await h.stripe.billingPortal.sessions.create({
      customer: checkout.customer as string,
      return_url: 'https://school.example/',
    });
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer: checkout.customer });
    expect(portal.url).toMatch(/\/portal\/bps_/);
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('$50.00 per month');
    expect(page).toContain('Cancel plan');
    expect(page).toContain('href="https://school.example/"');
  });

  it('cancels the plan from its page: customer.subscription.deleted is delivered before the page answers', async () => {
    const checkout = await paidPlan();
    const portal = await h.stripe.billingPortal.sessions.create({ customer: checkout.customer as string });
    const received = h.received.length;
    const answer = await post(`${portal.url}/cancel/${checkout.subscription as string}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Your monthly plan is cancelled');
    expect(types(h.received.slice(received))).toEqual(['customer.subscription.deleted']);
    const subscription = await h.stripe.subscriptions.retrieve(checkout.subscription as string);
    expect(subscription).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    });
    expect(await (await fetch(portal.url)).text()).toContain('You have no monthly plan running.');
  });

  it('updates the card: payment_method.attached and customer.updated with the new default', async () => {
    const checkout = await paidPlan();
    const portal = await h.stripe.billingPortal.sessions.create({ customer: checkout.customer as string });
    const received = h.received.length;
    expect((await post(`${portal.url}/card`)).status).toBe(200);
    expect(types(h.received.slice(received))).toEqual(['payment_method.attached', 'customer.updated']);
    const customer = h.received.at(-1)!.event.data.object as Stripe.Customer;
    expect(customer.invoice_settings.default_payment_method).toMatch(/^pm_/);
  });

  it('refuses an unknown customer and answers a page for an unknown portal address', async () => {
    await expect(h.stripe.billingPortal.sessions.create({ customer: 'cus_nobody' })).rejects.toThrow(
      /No such customer/,
    );
    expect((await fetch(`${h.sandbox.url}/portal/bps_unknown`)).status).toBe(404);
  });
});
