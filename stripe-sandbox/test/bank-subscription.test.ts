import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sessionParams, types, useHarness } from './harness.ts';

/*
 * A monthly plan paid from a US bank account, as Stripe runs one from Checkout: completed unpaid, every
 * invoice's PaymentIntent processing until its debit clears or the bank returns it, ACH's fee on each payment.
 */

const h = useHarness();

async function bankPlan(cents: number, months: number) {
  const session = await h.stripe.checkout.sessions.create({
    ...sessionParams(cents, months),
    allowed_payment_method_types: ['us_bank_account'],
  });
  await h.sandbox.pay(session.id);
  return h.stripe.checkout.sessions.retrieve(session.id);
}

const invoiceEvent = (index: number) => h.received[index]!.event.data.object as Stripe.Invoice;

const paymentOf = async (invoiceId: string): Promise<Stripe.InvoicePayment> =>
  (await h.stripe.invoicePayments.list({ invoice: invoiceId })).data[0]!;

async function intentOf(invoiceId: string): Promise<Stripe.PaymentIntent> {
  return h.stripe.paymentIntents.retrieve((await paymentOf(invoiceId)).payment.payment_intent as string, {
    expand: ['latest_charge.balance_transaction'],
  });
}

/** The subscription's newest invoice, by its id (the app reads invoices from events and their payments). */
const latestInvoice = async (subscriptionId: string) => ({
  id: (await h.stripe.subscriptions.retrieve(subscriptionId)).latest_invoice as string,
});

describe('a monthly plan paid from a bank account', () => {
  it('completes unpaid: the first invoice open, its debit processing, the subscription incomplete', async () => {
    const session = await bankPlan(50_000, 6);
    expect(types(h.received)).toEqual(['checkout.session.completed']);
    expect(session).toMatchObject({ mode: 'subscription', status: 'complete', payment_status: 'unpaid' });
    const subscription = await h.stripe.subscriptions.retrieve(session.subscription as string);
    expect(subscription.status).toBe('incomplete');
    const invoice = await latestInvoice(subscription.id);
    expect(await paymentOf(invoice.id)).toMatchObject({
      status: 'open',
      amount_paid: null,
      amount_requested: 50_000,
    });
    const intent = await intentOf(invoice.id);
    expect(intent.status).toBe('processing');
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ status: 'pending', balance_transaction: null });
    expect(charge.payment_method_details?.type).toBe('us_bank_account');
    // Stripe takes no billing change of an incomplete subscription.
    await expect(
      h.stripe.subscriptions.update(subscription.id, {
        cancel_at: subscription.billing_cycle_anchor + 86_400 * 200,
      }),
    ).rejects.toThrow(/incomplete subscription/);
  });

  it("clears the first invoice with ACH's fee: invoice.paid, then the session's async_payment_succeeded", async () => {
    const session = await bankPlan(50_000, 6);
    const invoice = await latestInvoice(session.subscription as string);
    const intent = await intentOf(invoice.id);
    await h.sandbox.settleBankDebit(intent.id, 'succeed');
    expect(types(h.received)).toEqual([
      'checkout.session.completed',
      'invoice.paid',
      'checkout.session.async_payment_succeeded',
    ]);
    expect(invoiceEvent(1)).toMatchObject({ id: invoice.id, status: 'paid', amount_paid: 50_000 });
    expect((h.received[2]!.event.data.object as Stripe.Checkout.Session).payment_status).toBe('paid');
    const cleared = await intentOf(invoice.id);
    expect(cleared.status).toBe('succeeded');
    // 0.8% of $500 is $4.00.
    expect((cleared.latest_charge as Stripe.Charge).balance_transaction).toMatchObject({
      amount: 50_000,
      fee: 400,
      net: 49_600,
    });
    expect((await h.stripe.subscriptions.retrieve(session.subscription as string)).status).toBe('active');
    await expect(h.sandbox.settleBankDebit(intent.id, 'fail')).rejects.toThrow(/not processing/);
  });

  it('bills the next month processing (invoice.finalized), then paid with its own fee, capped at $5', async () => {
    const session = await bankPlan(100_000, 3);
    const subscriptionId = session.subscription as string;
    await h.sandbox.settleBankDebit((await intentOf((await latestInvoice(subscriptionId)).id)).id, 'succeed');
    h.received.length = 0;
    await h.sandbox.advance(subscriptionId);
    expect(types(h.received)).toEqual(['invoice.finalized']);
    const second = invoiceEvent(0);
    expect(second).toMatchObject({ status: 'open', billing_reason: 'subscription_cycle', amount_paid: 0 });
    const intent = await intentOf(second.id);
    expect(intent.status).toBe('processing');
    await expect(h.sandbox.advance(subscriptionId, { fail: true })).rejects.toThrow(/bank debit fails/);
    await h.sandbox.settleBankDebit(intent.id, 'succeed');
    // A later invoice is not the checkout's: no session event.
    expect(types(h.received)).toEqual(['invoice.finalized', 'invoice.paid']);
    expect((await intentOf(second.id)).latest_charge).toMatchObject({
      balance_transaction: { amount: 100_000, fee: 500, net: 99_500 },
    });
  });

  it('returns a debit: invoice.payment_failed (with the session event on the first), the invoice left open', async () => {
    const session = await bankPlan(20_000, 4);
    const subscriptionId = session.subscription as string;
    const first = await latestInvoice(subscriptionId);
    await h.sandbox.settleBankDebit((await intentOf(first.id)).id, 'fail');
    expect(types(h.received)).toEqual([
      'checkout.session.completed',
      'invoice.payment_failed',
      'checkout.session.async_payment_failed',
    ]);
    expect(invoiceEvent(1)).toMatchObject({ id: first.id, status: 'open', amount_paid: 0 });
    const intent = await intentOf(first.id);
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.latest_charge).toMatchObject({ status: 'failed', failure_code: 'insufficient_funds' });
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('past_due');

    h.received.length = 0;
    await h.sandbox.advance(subscriptionId);
    await h.sandbox.settleBankDebit((await intentOf(invoiceEvent(0).id)).id, 'fail');
    expect(types(h.received)).toEqual(['invoice.finalized', 'invoice.payment_failed']);
  });

  it('sends the session event first when configured to, and refuses an outcome decided at checkout', async () => {
    h.sandbox.configure({ eventOrder: 'session-first' });
    const session = await bankPlan(60_000, 2);
    await h.sandbox.settleBankDebit(
      (await intentOf((await latestInvoice(session.subscription as string)).id)).id,
      'succeed',
    );
    expect(types(h.received)).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'invoice.paid',
    ]);
    const other = await h.stripe.checkout.sessions.create({
      ...sessionParams(60_000, 2),
      allowed_payment_method_types: ['us_bank_account'],
    });
    await expect(h.sandbox.pay(other.id, { async: 'succeed' })).rejects.toThrow(/settled after checkout/);
  });
});
