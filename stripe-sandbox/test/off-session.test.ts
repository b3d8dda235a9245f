import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { types, useHarness } from './harness.ts';
import { CARDS, savedCard } from './saved-cards.ts';

const h = useHarness();

/** The charge our pledge function makes after the event: the saved card, the payer away. */
const charge = (
  saved: { customer: string; paymentMethod: string },
  key?: string,
  amount = 2400,
): Promise<Stripe.PaymentIntent> =>
  h.stripe.paymentIntents.create(
    {
      amount,
      currency: 'usd',
      customer: saved.customer,
      payment_method: saved.paymentMethod,
      off_session: true,
      confirm: true,
      metadata: { pledge_id: 'plg_1', record_id: 'rec_9', collection: 'donations' },
      description: 'Fun run pledge: 12 laps at $2.00',
    },
    key ? { idempotencyKey: key } : {},
  );

/** The card error a refused charge throws, as stripe-node parses it. */
async function cardError(promise: Promise<unknown>): Promise<Stripe.errors.StripeCardError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
  return error as Stripe.errors.StripeCardError;
}

describe('off-session charges of a saved card', () => {
  it('the succeeding card: a succeeded PaymentIntent, its Charge and fee line, then charge.succeeded and payment_intent.succeeded', async () => {
    const saved = await savedCard(h);
    const intent = await charge(saved);
    expect(intent).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: 'succeeded',
      amount: 2400,
      amount_received: 2400,
      currency: 'usd',
      customer: saved.customer,
      payment_method: saved.paymentMethod,
      description: 'Fun run pledge: 12 laps at $2.00',
      metadata: { pledge_id: 'plg_1', record_id: 'rec_9', collection: 'donations' },
      last_payment_error: null,
      latest_charge: expect.stringMatching(/^ch_/),
    });
    const full = await h.stripe.paymentIntents.retrieve(intent.id, {
      expand: ['latest_charge.balance_transaction'],
    });
    const made = full.latest_charge as Stripe.Charge;
    expect(made).toMatchObject({ status: 'succeeded', paid: true, amount: 2400, payment_intent: intent.id });
    // 2.9% of $24.00 is 69.6c, rounded to 70c, plus 30c.
    expect(made.balance_transaction).toMatchObject({ type: 'charge', amount: 2400, fee: 100, net: 2300 });
    await h.sandbox.idle();
    expect(types(h.received)).toEqual(['charge.succeeded', 'payment_intent.succeeded']);
    expect(h.received.map((r) => r.event.request?.id)).toEqual(Array(2).fill(expect.stringMatching(/^req_/)));
    expect(h.received[1]!.event.data.object).toEqual(intent);
    const lines = await h.stripe.balanceTransactions.list({ expand: ['data.source.payment_intent'] });
    const line = lines.data.find((each) => (each.source as Stripe.Charge).id === made.id)!;
    expect(((line.source as Stripe.Charge).payment_intent as Stripe.PaymentIntent).metadata).toEqual(
      intent.metadata,
    );
  });

  const refusals = [
    {
      card: CARDS.declines,
      expire: false,
      code: 'card_declined',
      decline: 'generic_decline',
      message: 'Your card was declined.',
    },
    {
      card: CARDS.authenticates,
      expire: false,
      code: 'authentication_required',
      decline: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    },
    {
      card: CARDS.succeeds,
      expire: true,
      code: 'expired_card',
      decline: 'expired_card',
      message: 'Your card has expired.',
    },
  ];
  for (const { card, expire, code, decline, message } of refusals) {
    it(`${expire ? 'a card expired since it was saved' : card}: 402 ${code} with the failed PaymentIntent, then payment_intent.payment_failed`, async () => {
      const saved = await savedCard(h, card);
      if (expire) {
        const expired = await h.sandbox.expireCard(saved.paymentMethod);
        const now = new Date();
        expect(expired.card!.exp_year * 12 + expired.card!.exp_month).toBe(
          now.getUTCFullYear() * 12 + now.getUTCMonth(),
        );
      }
      const error = await cardError(charge(saved));
      expect(error).toMatchObject({
        statusCode: 402,
        type: 'StripeCardError',
        rawType: 'card_error',
        code,
        decline_code: decline,
        message,
        charge: expect.stringMatching(/^ch_/),
        doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`,
        payment_method: { id: saved.paymentMethod, customer: saved.customer, type: 'card' },
      });
      const intent = error.payment_intent!;
      expect(intent).toMatchObject({
        status: 'requires_payment_method',
        amount_received: 0,
        payment_method: null,
        latest_charge: error.charge,
        metadata: { pledge_id: 'plg_1' },
        last_payment_error: {
          type: 'card_error',
          code,
          decline_code: decline,
          message,
          charge: error.charge,
          payment_method: { id: saved.paymentMethod },
        },
      });
      expect(await h.stripe.paymentIntents.retrieve(intent.id)).toEqual(intent);
      expect(await h.stripe.charges.retrieve(error.charge!)).toMatchObject({
        status: 'failed',
        paid: false,
        failure_code: code,
        failure_message: message,
        balance_transaction: null,
      });
      await h.sandbox.idle();
      expect(types(h.received)).toEqual(['charge.failed', 'payment_intent.payment_failed']);
      expect(h.received[1]!.event.data.object).toEqual(intent);
    });
  }

  it('the expire control refuses an unknown payment method', async () => {
    expect(() => h.sandbox.expireCard('pm_unknown')).toThrow(/No such/);
    const response = await fetch(`${h.sandbox.url}/__sandbox/payment_methods/pm_unknown/expire`, {
      method: 'POST',
    });
    expect(response.status).toBe(404);
  });
});
