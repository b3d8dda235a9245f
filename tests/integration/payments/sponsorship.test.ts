import { describe, expect, it } from 'vitest';
import { postApi, sponsorBody } from '../../support/api';
import { usePaymentsBed, type Started, sessionIdOf } from '../../support/payments-bed';
import { expectDelivered, sandbox } from '../../support/sandbox';

const admin = usePaymentsBed();
const partner = async (id: string) => (await admin.db.doc(`community_partners/${id}`).get()).data()!;

describe('POST /api/checkout/sponsorship', () => {
  it('charges the level price from the server, whatever amount the request claims', async () => {
    const { status, body } = await postApi<Started>(
      '/api/checkout/sponsorship',
      sponsorBody({ level: 'platinum', amount: 1, price: 1, partnership_amount: 1 }),
    );
    expect(status).toBe(200);
    const [create] = await sandbox.sessionCreates();
    expect(create?.body).toMatchObject({
      mode: 'payment',
      line_items: [{ price_data: { unit_amount: '300000' } }],
    });

    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    expect(await partner(body.id)).toMatchObject({
      company_name: 'Bay Hardware',
      contact_phone: '(555) 123-4567',
      partnership_level: 'platinum',
      partnership_amount: 3000,
      total_pledged_amt: 3000,
      donation_type: 'one_time',
      pay_by_check: false,
      net_payment: 2912.7, // 300000 - (8700 + 30) cents
      checkout_status: 'complete',
    });
  });

  it('splits the level price into monthly installments', async () => {
    const { body } = await postApi<Started>(
      '/api/checkout/sponsorship',
      sponsorBody({ level: 'gold', plan: 'installments', months: 4 }),
    );
    const [create] = await sandbox.sessionCreates();
    expect(create?.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price_data: { unit_amount: '30000' } }],
    });
    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    expect(await partner(body.id)).toMatchObject({
      donation_type: 'monthly',
      months: 4,
      total_pledged_amt: 1200,
      payments_made: 1,
    });
  });

  it('refuses an unknown level and writes nothing', async () => {
    const { status, body } = await postApi('/api/checkout/sponsorship', sponsorBody({ level: 'diamond' }));
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Please select a partnership level', field: 'level' });
    expect((await admin.db.collection('community_partners').get()).size).toBe(0);
    expect(await sandbox.sessionCreates()).toHaveLength(0);
  });
});

describe('POST /api/pledges/check', () => {
  it('saves a pending check pledge at the level price without calling Stripe', async () => {
    const { status, body } = await postApi<{ id: string }>(
      '/api/pledges/check',
      sponsorBody({ level: 'bronze', plan: undefined, amount: 99999 }),
    );
    expect(status).toBe(201);
    expect(await partner(body.id)).toMatchObject({
      pay_by_check: true,
      partnership_level: 'bronze',
      partnership_amount: 500,
      total_pledged_amt: 500,
      payment_completed_at: null,
      cancel_date: null,
      net_payment: null,
    });
    expect(await sandbox.requests()).toHaveLength(0);
  });
});

describe('when Stripe fails', () => {
  it('answers 502 with a friendly message and keeps no pending record', async () => {
    await sandbox.failNext({ path: '/v1/checkout/sessions', status: 500, count: 5, message: 'boom' });
    const { status, body } = await postApi('/api/checkout/sponsorship', sponsorBody());
    expect(status).toBe(502);
    expect(body).toEqual({
      error: 'Our payment provider is not answering right now. Please try again in a few minutes.',
    });
    expect((await admin.db.collection('community_partners').get()).size).toBe(0);
  });
});
