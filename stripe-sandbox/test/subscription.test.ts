import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { addBillingMonths } from '@hope/domain/time';
import { sessionParams, types, useHarness } from './harness.ts';

const h = useHarness();

async function paidPlan(months: number): Promise<Stripe.Checkout.Session> {
  const session = await h.stripe.checkout.sessions.create(sessionParams(5000, months));
  await h.sandbox.pay(session.id);
  return h.stripe.checkout.sessions.retrieve(session.id);
}

describe('monthly plan', () => {
  it('pays: invoice.paid then checkout.session.completed, the invoice naming its subscription under parent', async () => {
    const session = await paidPlan(3);
    expect(types(h.received)).toEqual(['invoice.paid', 'checkout.session.completed']);
    expect(session).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      payment_intent: null,
      mode: 'subscription',
    });
    expect(session.subscription).toMatch(/^sub_/);
    const invoice = h.received[0]!.event.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 5000,
      billing_reason: 'subscription_create',
      customer: session.customer,
      parent: {
        type: 'subscription_details',
        subscription_details: {
          subscription: session.subscription,
          metadata: { record_id: 'rec_123', months: '3' },
        },
      },
    });
    const payments = await h.stripe.invoicePayments.list({ invoice: invoice.id, limit: 10 });
    expect(payments.data).toHaveLength(1);
    expect(payments.data[0]).toMatchObject({
      invoice: invoice.id,
      amount_paid: 5000,
      status: 'paid',
      payment: { type: 'payment_intent' },
    });
    const intent = await h.stripe.paymentIntents.retrieve(
      payments.data[0]!.payment.payment_intent as string,
      { expand: ['latest_charge.balance_transaction'] },
    );
    expect(
      ((intent.latest_charge as Stripe.Charge).balance_transaction as Stripe.BalanceTransaction).net,
    ).toBe(5000 - 175);
  });

  it('sends checkout.session.completed first when configured to', async () => {
    h.sandbox.configure({ eventOrder: 'session-first' });
    await paidPlan(2);
    expect(types(h.received)).toEqual(['checkout.session.completed', 'invoice.paid']);
  });

  it('ends after N payments once cancel_at is set on the period boundary', async () => {
    const session = await paidPlan(3);
    const subscription = await h.stripe.subscriptions.retrieve(session.subscription as string);
    expect(subscription).toMatchObject({ status: 'active', metadata: { months: '3' }, cancel_at: null });
    const item = subscription.items.data[0]!;
    expect(item.price.unit_amount).toBe(5000);
    expect(item.current_period_start).toBe(subscription.billing_cycle_anchor);
    const cancelAt = addBillingMonths(subscription.billing_cycle_anchor, 3);
    const updated = await h.stripe.subscriptions.update(subscription.id, { cancel_at: cancelAt });
    expect(updated.cancel_at).toBe(cancelAt);

    h.received.length = 0;
    await h.sandbox.advance(subscription.id);
    await h.sandbox.advance(subscription.id);
    await h.sandbox.advance(subscription.id);
    expect(types(h.received)).toEqual(['invoice.paid', 'invoice.paid', 'customer.subscription.deleted']);
    const cycle = h.received[0]!.event.data.object as Stripe.Invoice;
    expect(cycle.billing_reason).toBe('subscription_cycle');
    const ended = h.received[2]!.event.data.object as Stripe.Subscription;
    expect(ended).toMatchObject({ status: 'canceled', ended_at: cancelAt });
    await expect(h.sandbox.advance(subscription.id)).rejects.toThrow(/already ended/);
  });

  it('cancel_at_period_end: the next advance ends it at the period end and sends customer.subscription.deleted', async () => {
    const session = await paidPlan(12);
    const id = session.subscription as string;
    const before = await h.stripe.subscriptions.retrieve(id);
    const periodEnd = before.items.data[0]!.current_period_end;
    expect(before.cancellation_details).toEqual({
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: null,
    });
    const scheduled = await h.stripe.subscriptions.update(id, {
      cancel_at_period_end: true,
      cancellation_details: { comment: 'Family moved away' },
    });
    expect(scheduled).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: periodEnd,
      canceled_at: expect.any(Number),
      cancellation_details: { comment: 'Family moved away', reason: 'cancellation_requested' },
    });
    h.received.length = 0;
    const [deleted] = await h.sandbox.advance(id);
    expect(types(h.received)).toEqual(['customer.subscription.deleted']);
    expect(deleted!.deliveries[0]?.status).toBe(200);
    expect(deleted!.event.data.object).toMatchObject({
      status: 'canceled',
      ended_at: periodEnd,
      cancel_at_period_end: true,
      cancellation_details: { comment: 'Family moved away', reason: 'cancellation_requested' },
    });
    // Only its comment and metadata can change once it has ended.
    const commented = await h.stripe.subscriptions.update(id, { cancellation_details: { comment: '' } });
    expect(commented.cancellation_details?.comment).toBeNull();
  });

  it('unscheduling clears the cancellation; a refused update changes nothing', async () => {
    const session = await paidPlan(3);
    const id = session.subscription as string;
    await h.stripe.subscriptions.update(id, { cancel_at_period_end: true });
    const kept = await h.stripe.subscriptions.update(id, { cancel_at_period_end: false });
    expect(kept).toMatchObject({
      cancel_at: null,
      canceled_at: null,
      cancel_at_period_end: false,
      cancellation_details: { reason: null },
    });
    await expect(
      h.stripe.subscriptions.update(id, { cancel_at_period_end: true, metadata: { ['k'.repeat(41)]: 'v' } }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      h.stripe.subscriptions.update(id, {
        cancel_at_period_end: true,
        cancellation_details: { feedback: 'too_expensive' },
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'cancellation_details[feedback]' });
    expect(await h.stripe.subscriptions.retrieve(id)).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
    });
  });

  it('a failed month sends invoice.payment_failed and leaves the subscription past_due', async () => {
    const session = await paidPlan(3);
    h.received.length = 0;
    await h.sandbox.advance(session.subscription as string, { fail: true });
    expect(types(h.received)).toEqual(['invoice.payment_failed']);
    expect(h.received[0]!.event.data.object).toMatchObject({
      status: 'open',
      amount_paid: 0,
      amount_due: 5000,
    });
    expect((await h.stripe.subscriptions.retrieve(session.subscription as string)).status).toBe('past_due');
  });

  it('DELETE cancels now and customer.subscription.deleted follows the response', async () => {
    const session = await paidPlan(3);
    h.received.length = 0;
    const canceled = await h.stripe.subscriptions.cancel(session.subscription as string, {
      cancellation_details: { comment: 'Duplicate plan' },
    });
    expect(canceled).toMatchObject({
      status: 'canceled',
      canceled_at: expect.any(Number),
      ended_at: expect.any(Number),
      cancellation_details: { comment: 'Duplicate plan', reason: 'cancellation_requested' },
    });
    await h.sandbox.idle();
    expect(types(h.received)).toEqual(['customer.subscription.deleted']);
    expect(h.received[0]!.event.data.object).toMatchObject({
      cancellation_details: { comment: 'Duplicate plan' },
    });
    await expect(
      h.stripe.subscriptions.update(canceled.id, { cancel_at: canceled.ended_at! + 100 }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('updates merge metadata and an empty value removes a key', async () => {
    const session = await paidPlan(2);
    const updated = await h.stripe.subscriptions.update(session.subscription as string, {
      metadata: { note: 'x', months: '' },
    });
    expect(updated.metadata).toEqual({ record_id: 'rec_123', collection: 'donations', note: 'x' });
  });

  it('our webhook may call the API back while handling an event (schedule the end on completion)', async () => {
    h.onEvent.handle = async (event) => {
      if (event.type !== 'checkout.session.completed') return;
      const session = event.data.object as Stripe.Checkout.Session;
      const subscription = await h.stripe.subscriptions.retrieve(session.subscription as string);
      await h.stripe.subscriptions.update(subscription.id, {
        cancel_at: addBillingMonths(subscription.billing_cycle_anchor, 2),
      });
    };
    const session = await paidPlan(2);
    expect((await h.stripe.subscriptions.retrieve(session.subscription as string)).cancel_at).not.toBeNull();
    await h.sandbox.advance(session.subscription as string);
    await h.sandbox.advance(session.subscription as string);
    expect(types(h.received).slice(-2)).toEqual(['invoice.paid', 'customer.subscription.deleted']);
  });
});
