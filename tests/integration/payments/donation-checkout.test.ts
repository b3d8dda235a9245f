import { describe, expect, it } from 'vitest';
import { donationBody, postApi } from '../../support/api';
import { urls } from '../../support/emulators';
import { usePaymentsBed, type Started, sessionIdOf } from '../../support/payments-bed';
import { expectDelivered, sandbox } from '../../support/sandbox';

const admin = usePaymentsBed();

async function record(id: string) {
  return (await admin.db.doc(`donations/${id}`).get()).data()!;
}

describe('POST /api/checkout/donation, one-time', () => {
  it('writes the pending donation, then opens a Checkout Session for the gift in cents', async () => {
    const { status, body } = await postApi<Started>(
      '/api/checkout/donation',
      donationBody({ amount: 123.45 }),
    );
    expect(status).toBe(200);
    expect(body.url).toMatch(/\/pay\/cs_test_/);

    const pending = await record(body.id);
    expect(pending).toMatchObject({
      parent_name: 'Ann Lee',
      donation_amount: 123.45,
      donation_type: 'one_time',
      total_pledged_amt: null,
      pledge_amt: 123.45,
      payment_completed_at: null,
      checkout_status: 'open',
      stripe_session_id: sessionIdOf(body.url),
    });
    expect(Date.parse(pending.form_submitted_at)).toBeGreaterThan(Date.now() - 60_000);

    const [create] = await sandbox.sessionCreates();
    expect(create?.idempotencyKey).toBe(`checkout-${body.id}`);
    expect(create?.body).toMatchObject({
      mode: 'payment',
      client_reference_id: body.id,
      success_url: 'http://localhost:5173/?success=true',
      cancel_url: 'http://localhost:5173/?canceled=true',
      line_items: [{ price_data: { unit_amount: '12345', currency: 'usd' } }],
      metadata: { record_id: body.id, collection: 'donations' },
    });
    expect(JSON.stringify(create?.body)).not.toContain('Bo Lee');
  });

  it('records the payment with its real net after fees once the payer pays', async () => {
    const { body } = await postApi<Started>('/api/checkout/donation', donationBody({ amount: 50 }));
    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));

    const paid = await record(body.id);
    expect(paid).toMatchObject({
      checkout_status: 'complete',
      total_pledged_amt: 50,
      net_payment: 48.25, // 5000 - (145 + 30) cents
      payments_made: 1,
    });
    expect(paid.payment_completed_at).toEqual(expect.any(String));
    expect(paid.stripe_customer_id).toMatch(/^cus_/);
    expect(paid.payment_intent_id).toMatch(/^pi_/);
  });

  it("names the field a refusal is about: the schema's, and an email Stripe refuses, keeping nothing", async () => {
    const bad = await postApi('/api/checkout/donation', donationBody({ parent_name: '  ' }));
    expect(bad).toMatchObject({
      status: 400,
      body: { error: 'Please enter parent name', field: 'parent_name' },
    });
    // The page takes any address with an @; Stripe refuses one without a domain's dot.
    const refused = await postApi('/api/checkout/donation', donationBody({ email: 'maria.lopez@example' }));
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Please enter a valid email address', field: 'email' },
    });
    expect((await admin.db.collection('donations').get()).size).toBe(0);
  });

  it('ignores return addresses sent by the page: they are built from the site origin', async () => {
    const { body } = await postApi<Started>(
      '/api/checkout/donation',
      donationBody({ success_url: 'https://evil.example.com/', cancel_url: 'https://evil.example.com/' }),
    );
    const [create] = await sandbox.sessionCreates();
    expect(body.id).toEqual(expect.any(String));
    expect(JSON.stringify(create?.body)).not.toContain('evil.example.com');
  });
});

describe('POST /api/checkout/donation, monthly', () => {
  it('charges total / months each month and ends the plan after the last payment', async () => {
    const { status, body } = await postApi<Started>(
      '/api/checkout/donation',
      donationBody({ donation_type: 'monthly', amount: 120, months: 3 }),
    );
    expect(status).toBe(200);
    const [create] = await sandbox.sessionCreates();
    expect(create?.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price_data: { unit_amount: '4000', recurring: { interval: 'month' } } }],
      subscription_data: { metadata: { record_id: body.id, months: '3' } },
    });

    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    const first = await record(body.id);
    expect(first).toMatchObject({
      donation_amount: 40,
      total_pledged_amt: 120,
      months: 3,
      payments_made: 1,
      net_payment: 38.54,
    });
    const subscriptionId = first.stripe_subscription_id as string;
    expect(subscriptionId).toMatch(/^sub_/);
    const update = (await sandbox.requests()).find(
      (entry) => entry.method === 'POST' && entry.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(update?.body.cancel_at).toEqual(expect.any(String));

    expectDelivered(await sandbox.advance(subscriptionId));
    expectDelivered(await sandbox.advance(subscriptionId));
    const events = expectDelivered(await sandbox.advance(subscriptionId));
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.deleted']);

    const done = await record(body.id);
    expect(done).toMatchObject({
      payments_made: 3,
      net_payment: 115.62,
      cancel_date: null,
      total_pledged_amt: 120,
    });
    expect(done.payment_completed_at).toBe(first.payment_completed_at);
  });

  it('marks the plan cancelled when the subscription ends before every payment was made', async () => {
    const { body } = await postApi<Started>(
      '/api/checkout/donation',
      donationBody({ donation_type: 'monthly', amount: 60, months: 6 }),
    );
    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    const subscriptionId = (await record(body.id)).stripe_subscription_id as string;
    const response = await fetch(`${urls.stripeSandbox}/v1/subscriptions/${subscriptionId}`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer sk_test_local_sandbox_only' },
    });
    expect(response.status).toBe(200);
    await sandbox.idle();

    const cancelled = await record(body.id);
    expect(cancelled.cancel_date).toEqual(expect.any(String));
    expect(cancelled.payments_made).toBe(1);
  });
});
