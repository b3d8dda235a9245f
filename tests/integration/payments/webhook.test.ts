import Stripe from 'stripe';
import { API_VERSION } from 'stripe-sandbox';
import { describe, expect, it } from 'vitest';
import { LOCAL_WEBHOOK_SECRET } from '../../../scripts/src/lib/local-config';
import { donationBody, postApi } from '../../support/api';
import { clearFirestore, urls } from '../../support/emulators';
import { usePaymentsBed, type Started, sessionIdOf } from '../../support/payments-bed';
import { countDocs, snapshotAll } from '../../support/records';
import { expectDelivered, sandbox } from '../../support/sandbox';

const admin = usePaymentsBed();
const webhookUrl = urls.webhook;
const donation = async (id: string) => (await admin.db.doc(`donations/${id}`).get()).data()!;

async function startDonation(overrides: Record<string, unknown> = {}) {
  const { body } = await postApi<Started>('/api/checkout/donation', donationBody(overrides));
  return { id: body.id, sessionId: sessionIdOf(body.url) };
}

/** A monthly plan with every kind of event: payments, a refund, a late fee, a failure, the end. */
async function everyEventType(): Promise<Stripe.Event[]> {
  await sandbox.configure({ deferBalanceTransactions: true });
  const monthly = await startDonation({ donation_type: 'monthly', amount: 30, months: 2 });
  const events = expectDelivered(await sandbox.pay(monthly.sessionId));
  const subscriptionId = (await donation(monthly.id)).stripe_subscription_id as string;
  const chargeId = Object.keys((await donation(monthly.id)).stripe_charges)[0]!;
  events.push(...expectDelivered(await sandbox.settle(chargeId)));
  events.push(...expectDelivered(await sandbox.refund(chargeId, 500)));
  events.push(...expectDelivered(await sandbox.advance(subscriptionId, { fail: true })));
  // The second month failed, so the plan ends short of its payments: a cancellation.
  events.push(...expectDelivered(await sandbox.advance(subscriptionId)));
  const expiring = await startDonation();
  events.push(...expectDelivered(await sandbox.expire(expiring.sessionId)));
  const asyncOk = await startDonation();
  events.push(...expectDelivered(await sandbox.pay(asyncOk.sessionId, { async: 'succeed' })));
  const asyncFail = await startDonation();
  events.push(...expectDelivered(await sandbox.pay(asyncFail.sessionId, { async: 'fail' })));
  return events;
}

describe('POST /api/stripe/webhook', () => {
  it('rejects a bad signature with 400 and writes nothing', async () => {
    const { id, sessionId } = await startDonation();
    const before = await snapshotAll(admin.db);
    const payload = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, metadata: { record_id: id, collection: 'donations' } } },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    for (const signature of [forged, 't=1,v1=deadbeef', '']) {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      expect(response.status).toBe(400);
    }
    expect(await snapshotAll(admin.db)).toEqual(before);
  });

  it('applies every event type once: replaying each changes nothing', async () => {
    const events = await everyEventType();
    expect(new Set(events.map((event) => event.type))).toEqual(
      new Set([
        'checkout.session.completed',
        'invoice.paid',
        'charge.updated',
        'charge.refunded',
        'refund.created',
        'invoice.payment_failed',
        'customer.subscription.deleted',
        'checkout.session.expired',
        'checkout.session.async_payment_succeeded',
        'checkout.session.async_payment_failed',
      ]),
    );
    const settled = await snapshotAll(admin.db);
    for (const event of events) expectDelivered(await sandbox.resend(event.id));
    expect(await snapshotAll(admin.db)).toEqual(settled);
  });

  it('reaches the same final state when invoice.paid arrives before or after checkout.session.completed', async () => {
    const finalState = async (order: 'invoice-first' | 'session-first') => {
      await sandbox.configure({ eventOrder: order });
      const { id, sessionId } = await startDonation({ donation_type: 'monthly', amount: 90, months: 3 });
      const types = expectDelivered(await sandbox.pay(sessionId)).map((event) => event.type);
      const {
        created_at: _c,
        updated_at: _u,
        form_submitted_at: _f,
        stripe_charges,
        ...rest
      } = await donation(id);
      const ids = /^(cus|sub|pi|cs_test|ch)_/;
      const stable = JSON.parse(JSON.stringify(rest), (_key, value) =>
        typeof value === 'string' && ids.test(value) ? 'id' : value,
      );
      return {
        types,
        stable,
        // When each charge was read from Stripe differs from run to run; what was read must not.
        charges: Object.values(stripe_charges).map((charge) => ({
          ...(charge as object),
          paid_at: 't',
          read_at: 't',
        })),
      };
    };
    const invoiceFirst = await finalState('invoice-first');
    const sessionFirst = await finalState('session-first');
    expect(invoiceFirst.types).toEqual(['invoice.paid', 'checkout.session.completed']);
    expect(sessionFirst.types).toEqual(['checkout.session.completed', 'invoice.paid']);
    expect(invoiceFirst.stable.payment_completed_at).toEqual(expect.any(String));
    expect({ ...invoiceFirst.stable, payment_completed_at: 't' }).toEqual({
      ...sessionFirst.stable,
      payment_completed_at: 't',
    });
    expect(invoiceFirst.charges).toEqual(sessionFirst.charges);
  });

  it('records an event of a newer API version of the same release, and refuses another release', async () => {
    const release = API_VERSION.split('.')[1]!;
    await sandbox.configure({ endpointApiVersion: `2027-03-31.${release}` });
    const newer = await startDonation();
    const [event] = expectDelivered(await sandbox.pay(newer.sessionId));
    expect(event!.api_version).toBe(`2027-03-31.${release}`);
    expect(await donation(newer.id)).toMatchObject({ checkout_status: 'complete', total_pledged_amt: 50 });

    // Another release may have changed the objects' shape: Stripe is answered 500 and keeps retrying.
    await sandbox.configure({ endpointApiVersion: '2027-04-28.foxglove' });
    const other = await startDonation();
    const before = await donation(other.id);
    const [sent] = (await sandbox.pay(other.sessionId)).events;
    expect(sent!.deliveries.map((delivery) => delivery.status)).toEqual([500]);
    expect(await donation(other.id)).toEqual(before);
    expect((await admin.db.doc(`stripe_events/${sent!.event.id}`).get()).exists).toBe(false);
  });

  it('has one effect for 50 concurrent deliveries of the same event', { timeout: 60_000 }, async () => {
    const { id, sessionId } = await startDonation({ amount: 75 });
    const unpaid = await donation(id);
    const [completed] = expectDelivered(await sandbox.pay(sessionId));
    // Put the record back as it was before the payment, then deliver the same event 50 times at once.
    await clearFirestore();
    await admin.db.doc(`donations/${id}`).set(unpaid);
    // Each delivery waits the sandbox's usual 30 s at most: an unanswered one fails the test, it never hangs it.
    await Promise.all(Array.from({ length: 50 }, () => sandbox.resend(completed!.id)));
    const [record] = (await sandbox.events()).filter(({ event }) => event.id === completed!.id);
    expect(record!.deliveries.slice(1).map((d) => d.status ?? d.error)).toEqual(Array(50).fill(200));
    expect(await countDocs(admin.db, 'stripe_events')).toBe(1);
    expect(await donation(id)).toMatchObject({ payments_made: 1, net_payment: 72.52, total_pledged_amt: 75 });
  });

  it('lowers the net by a refund and fills the fee in when it arrives late', async () => {
    await sandbox.configure({ deferBalanceTransactions: true });
    const { id, sessionId } = await startDonation({ amount: 100 });
    expectDelivered(await sandbox.pay(sessionId));
    expect(await donation(id)).toMatchObject({ net_payment: null, total_pledged_amt: 100 });
    const chargeId = Object.keys((await donation(id)).stripe_charges)[0]!;
    expectDelivered(await sandbox.settle(chargeId));
    expect(await donation(id)).toMatchObject({ net_payment: 96.8 });
    expectDelivered(await sandbox.refund(chargeId, 2000));
    expect(await donation(id)).toMatchObject({ net_payment: 76.8, amount_refunded: 20 });
  });

  it('marks an abandoned checkout cancelled and a failed bank payment as not pledged', async () => {
    const abandoned = await startDonation();
    expectDelivered(await sandbox.expire(abandoned.sessionId));
    expect(await donation(abandoned.id)).toMatchObject({
      checkout_status: 'expired',
      cancel_date: expect.any(String),
      total_pledged_amt: null,
    });

    const bounced = await startDonation();
    expectDelivered(await sandbox.pay(bounced.sessionId, { async: 'fail' }));
    expect(await donation(bounced.id)).toMatchObject({
      checkout_status: 'failed',
      total_pledged_amt: null,
      payment_completed_at: null,
    });

    const cleared = await startDonation();
    expectDelivered(await sandbox.pay(cleared.sessionId, { async: 'succeed' }));
    expect(await donation(cleared.id)).toMatchObject({
      checkout_status: 'complete',
      total_pledged_amt: 50,
      net_payment: 48.25,
    });
  });

  it('never lets an older event undo a newer state: a late expiry after payment changes nothing', async () => {
    const { id, sessionId } = await startDonation();
    expectDelivered(await sandbox.pay(sessionId));
    const paid = await donation(id);
    // A forged-by-us but correctly signed late expiry for the same session.
    const payload = JSON.stringify({
      id: 'evt_late_expiry',
      object: 'event',
      type: 'checkout.session.expired',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          metadata: { record_id: id, collection: 'donations' },
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(response.status).toBe(200);
    const after = await donation(id);
    expect({ ...after, updated_at: null }).toEqual({ ...paid, updated_at: null });
  });
});
