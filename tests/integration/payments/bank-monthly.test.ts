import { describe, expect, it } from 'vitest';
import { donationBody, postApi, sponsorBody } from '../../support/api';
import { mailbox } from '../../support/maildev';
import { sessionIdOf, type Started } from '../../support/payments-bed';
import { useReceiptsBed } from '../../support/receipts-bed';
import { expectDelivered, sandbox } from '../../support/sandbox';
import type Stripe from 'stripe';

/*
 * A monthly gift or a sponsorship's installment plan paid from a US bank account: each invoice's debit processes
 * for days; the record is "Processing (bank)" until the first clears, each cleared payment nets ACH's fee and
 * gets its receipt, and each returned one gets one note to the payer.
 */

const bed = useReceiptsBed();
const donation = async (id: string) => (await bed.admin.db.doc(`donations/${id}`).get()).data()!;
const partner = async (id: string) => (await bed.admin.db.doc(`community_partners/${id}`).get()).data()!;

async function startMonthlyGift(email: string) {
  const { status, body } = await postApi<Started>(
    '/api/checkout/donation',
    donationBody({ donation_type: 'monthly', amount: 6000, months: 12, payment_method: 'bank', email }),
  );
  expect(status).toBe(200);
  return { id: body.id, sessionId: sessionIdOf(body.url) };
}

describe('a monthly plan paid from a bank account', () => {
  it('a $500-a-month gift: processing with no receipt, then each cleared debit one payment net of ACH’s fee and one receipt; replays change nothing', async () => {
    const { id, sessionId } = await startMonthlyGift('monthly@example.com');
    const [create] = await sandbox.sessionCreates();
    expect(create?.body).toMatchObject({
      mode: 'subscription',
      allowed_payment_method_types: ['us_bank_account'],
      line_items: [{ price_data: { unit_amount: '50000', recurring: { interval: 'month' } } }],
    });
    const events: Stripe.Event[] = [];
    events.push(...expectDelivered(await sandbox.pay(sessionId)));
    const processing = await donation(id);
    expect(processing).toMatchObject({
      checkout_status: 'processing',
      checkout_method: 'us_bank_account',
      total_pledged_amt: 6000,
      payment_completed_at: null,
    });
    expect(processing.net_payment ?? null).toBeNull();
    expect(Object.keys(processing.stripe_charges ?? {})).toHaveLength(0);
    const subscriptionId = processing.stripe_subscription_id as string;
    expect(subscriptionId).toMatch(/^sub_/);
    expect((await bed.admin.db.collection('mail').get()).size).toBe(0);

    const first = await sandbox.latestInvoiceIntent(subscriptionId);
    events.push(...expectDelivered(await sandbox.settleBankDebit(first, 'succeed')));
    const cleared = await donation(id);
    expect(cleared).toMatchObject({ checkout_status: 'complete', total_pledged_amt: 6000, net_payment: 496 });
    expect(Object.values(cleared.stripe_charges)).toEqual([
      expect.objectContaining({ amount: 50_000, fee: 400, net: 49_600, method: 'us_bank_account' }),
    ]);
    const [receipt] = await bed.inbox('monthly@example.com');
    expect(receipt!.subject).toMatch(/\$500\.00 received/);
    expect(receipt!.text).toMatch(/Paid by:\s+Bank account/);
    await bed.settled(1);
    // Once the first payment has cleared, the plan is scheduled to end after its 12 payments.
    const scheduled = (await sandbox.requests()).filter(
      (entry) => entry.method === 'POST' && entry.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(scheduled.at(-1)?.body).toHaveProperty('cancel_at');

    events.push(...expectDelivered(await sandbox.advance(subscriptionId)));
    const second = await sandbox.latestInvoiceIntent(subscriptionId);
    expect(second).not.toBe(first);
    const waiting = await donation(id);
    expect(Object.keys(waiting.stripe_charges)).toHaveLength(1);
    expect(waiting.net_payment).toBe(496);
    expect(await bed.settled(1)).toHaveProperty('size', 1);

    events.push(...expectDelivered(await sandbox.settleBankDebit(second, 'succeed')));
    const both = await donation(id);
    expect(Object.keys(both.stripe_charges)).toHaveLength(2);
    expect(both).toMatchObject({ net_payment: 992, total_pledged_amt: 6000, checkout_status: 'complete' });
    await bed.inbox('monthly@example.com', 2);
    expect(await bed.settled(2)).toHaveProperty('size', 2);

    for (const event of events) expectDelivered(await sandbox.resend(event.id));
    expect(await donation(id)).toMatchObject({ net_payment: 992, checkout_status: 'complete' });
    expect(Object.keys((await donation(id)).stripe_charges)).toHaveLength(2);
    expect(await bed.settled(2)).toHaveProperty('size', 2);
    expect(await mailbox.to('monthly@example.com')).toHaveLength(2);
  });

  it('an installment plan’s returned debit: recorded with the bank’s reason, one note for that payment, never twice', async () => {
    const { status, body } = await postApi<Started>(
      '/api/checkout/sponsorship',
      sponsorBody({
        plan: 'installments',
        months: 3,
        payment_method: 'bank',
        email: 'plan@bayhardware.example.com',
      }),
    );
    expect(status).toBe(200);
    const events: Stripe.Event[] = [];
    events.push(...expectDelivered(await sandbox.pay(sessionIdOf(body.url))));
    const subscriptionId = (await partner(body.id)).stripe_subscription_id as string;
    const first = await sandbox.latestInvoiceIntent(subscriptionId);
    events.push(...expectDelivered(await sandbox.settleBankDebit(first, 'succeed')));
    await bed.settled(1);

    events.push(...expectDelivered(await sandbox.advance(subscriptionId)));
    const second = await sandbox.latestInvoiceIntent(subscriptionId);
    const failed = expectDelivered(await sandbox.settleBankDebit(second, 'fail'));
    expect(failed.map((event) => event.type)).toEqual(['invoice.payment_failed']);
    events.push(...failed);
    const invoiceId = (failed[0]!.data.object as Stripe.Invoice).id;
    const record = await partner(body.id);
    expect(record).toMatchObject({
      checkout_status: 'complete',
      total_pledged_amt: 1200,
      net_payment: 396.8,
      failed_invoice_id: invoiceId,
      payment_failure_reason: 'The account has insufficient funds.',
      payment_failed_at: expect.any(String),
    });
    const history = await bed.admin.db.collection('record_events').where('record_id', '==', body.id).get();
    expect(history.docs.map((doc) => doc.data().summary)).toContain(
      'A monthly payment failed: The account has insufficient funds.',
    );

    const notes = await bed.inbox('plan@bayhardware.example.com', 2);
    const note = notes.find((message) => /did not go through/.test(message.subject))!;
    expect(note.text).toMatch(/did not complete your payment of \$400\.00 for your Gold sponsorship/);
    expect(note.text).toContain('The reason your bank gave: The account has insufficient funds.');
    const mailId = `payment_failed_community_partners_${body.id}_${invoiceId}`;
    expect(await bed.mailDoc(mailId)).toMatchObject({
      kind: 'payment_failed',
      summary: 'Bank payment returned: $400.00',
    });

    for (const event of events) expectDelivered(await sandbox.resend(event.id));
    expect(await bed.settled(2)).toHaveProperty('size', 2);
    expect(await mailbox.to('plan@bayhardware.example.com')).toHaveLength(2);
  });

  it('a first debit the bank returns cancels the pledge with one note, though both the invoice and the checkout say so', async () => {
    const { id, sessionId } = await startMonthlyGift('returned-monthly@example.com');
    const events: Stripe.Event[] = [];
    events.push(...expectDelivered(await sandbox.pay(sessionId)));
    const intent = await sandbox.latestInvoiceIntent((await donation(id)).stripe_subscription_id as string);
    const failed = expectDelivered(await sandbox.settleBankDebit(intent, 'fail'));
    expect(failed.map((event) => event.type)).toEqual([
      'invoice.payment_failed',
      'checkout.session.async_payment_failed',
    ]);
    events.push(...failed);
    expect(await donation(id)).toMatchObject({
      checkout_status: 'failed',
      total_pledged_amt: null,
      cancel_date: expect.any(String),
    });
    const [note] = await bed.inbox('returned-monthly@example.com');
    expect(note!.text).toMatch(/did not complete your payment of \$500\.00 for your gift to the /);
    for (const event of events) expectDelivered(await sandbox.resend(event.id));
    const mail = await bed.settled(1);
    expect([...mail.keys()]).toEqual([
      `payment_failed_donations_${id}_${(failed[0]!.data.object as Stripe.Invoice).id}`,
    ]);
    expect(await mailbox.to('returned-monthly@example.com')).toHaveLength(1);
  });
});
