import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { types, useHarness } from './harness.ts';
import {
  cardGift,
  idOf,
  monthlyPlan,
  PAYOUT_DAY,
  payoutLines,
  recordOfLine,
  sumOfNets,
  utcDate,
} from './books.ts';

const h = useHarness();

/** The balance transaction of a charge as it stands now (its id). */
const txnOfCharge = async (chargeId: string): Promise<string> =>
  (await h.stripe.charges.retrieve(chargeId)).balance_transaction as string;

/** The charges of the installments paid so far, from the invoice.paid events received. */
async function installmentCharges(): Promise<string[]> {
  const invoices = h.received.filter((r) => r.event.type === 'invoice.paid');
  return Promise.all(
    invoices.map(async ({ event }) => {
      const invoice = event.data.object as Stripe.Invoice;
      const [payment] = (await h.stripe.invoicePayments.list({ invoice: invoice.id! })).data;
      const intent = await h.stripe.paymentIntents.retrieve(payment!.payment.payment_intent as string);
      return intent.latest_charge as string;
    }),
  );
}

describe('automatic payouts', () => {
  it('a day of card gifts, a partial refund, a lost dispute and installments: lines sum to the payout, each traced to its record', async () => {
    const gifts = [
      ['rec_gift_a', await cardGift(h, 'rec_gift_a', 2500)],
      ['rec_gift_b', await cardGift(h, 'rec_gift_b', 10_000)],
      ['rec_gift_c', await cardGift(h, 'rec_gift_c', 5000)],
    ] as const;
    const plan = await monthlyPlan(h, 'rec_plan', 2000, 10);
    await h.sandbox.advance(plan);
    const refund = await h.stripe.refunds.create({ charge: gifts[1][1].id, amount: 3000 });
    const [opened] = await h.sandbox.dispute(gifts[2][1].id);
    const dispute = opened!.event.data.object as Stripe.Dispute;
    await h.sandbox.closeDispute(dispute.id, 'lost');
    await h.sandbox.idle();

    const expected = new Map<string, string>([
      ...(await Promise.all(gifts.map(async ([record, c]) => [await txnOfCharge(c.id), record] as const))),
      [refund.balance_transaction as string, 'rec_gift_b'],
      [dispute.balance_transactions[0]!.id, 'rec_gift_c'],
    ]);
    const installments = await installmentCharges();
    expect(installments).toHaveLength(2);
    for (const charge of installments) expected.set(await txnOfCharge(charge), 'rec_plan');

    const { payout } = await h.sandbox.runPayout({ as_of: utcDate(PAYOUT_DAY) });
    const lines = await payoutLines(h, payout!.id);
    const own = lines.filter((line) => line.type === 'payout');
    const settled = lines.filter((line) => line.type !== 'payout');
    expect(own).toEqual([
      expect.objectContaining({ id: payout!.balance_transaction, amount: -payout!.amount, fee: 0 }),
    ]);
    expect(idOf(own[0]!.source as Stripe.Payout)).toBe(payout!.id);
    expect(sumOfNets(settled)).toBe(payout!.amount);
    expect(sumOfNets(lines)).toBe(0);
    expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
    expect(
      new Map(await Promise.all(settled.map(async (l) => [l.id, await recordOfLine(h, l)] as const))),
    ).toEqual(expected);

    const byId = new Map(settled.map((line) => [line.id, line]));
    expect(byId.get(refund.balance_transaction as string)).toMatchObject({
      type: 'refund',
      reporting_category: 'refund',
      amount: -3000,
      fee: 0,
      net: -3000,
      source: expect.objectContaining({ id: refund.id, object: 'refund' }),
    });
    expect(byId.get(dispute.balance_transactions[0]!.id)).toMatchObject({
      type: 'adjustment',
      reporting_category: 'dispute',
      amount: -5000,
      fee: 1500,
      net: -6500,
      fee_details: [expect.objectContaining({ amount: 1500, description: 'Dispute fee' })],
      source: expect.objectContaining({ id: dispute.id, object: 'dispute', status: 'lost' }),
    });
    for (const line of settled.filter((l) => l.type === 'charge')) {
      const charge = line.source as Stripe.Charge;
      expect(line).toMatchObject({
        reporting_category: 'charge',
        amount: charge.amount,
        net: charge.amount - line.fee,
        currency: 'usd',
        status: 'available',
        fee_details: [expect.objectContaining({ amount: line.fee, type: 'stripe_fee' })],
      });
      expect(line.fee).toBeGreaterThan(0);
    }
  });

  it('the payout has Stripe fields and sends payout.created, payout.paid, payout.reconciliation_completed, signed', async () => {
    await cardGift(h, 'rec_gift_a', 4000);
    await cardGift(h, 'rec_gift_b', 6000);
    h.received.length = 0;
    const run = await h.sandbox.runPayout({ as_of: utcDate(PAYOUT_DAY) });
    const day = Date.parse(utcDate(PAYOUT_DAY)) / 1000;
    const payout = await h.stripe.payouts.retrieve(run.payout!.id, { expand: ['balance_transaction'] });
    const own = payout.balance_transaction as Stripe.BalanceTransaction;
    expect(payout).toEqual({
      id: expect.stringMatching(/^po_/),
      object: 'payout',
      amount: run.available,
      application_fee: null,
      application_fee_amount: null,
      arrival_date: day + 86_400,
      automatic: true,
      balance_transaction: own,
      created: day,
      currency: 'usd',
      description: 'STRIPE PAYOUT',
      destination: expect.stringMatching(/^ba_/),
      failure_balance_transaction: null,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: {},
      method: 'standard',
      original_payout: null,
      reconciliation_status: 'completed',
      reversed_by: null,
      source_type: 'card',
      statement_descriptor: null,
      status: 'paid',
      type: 'bank_account',
    });
    expect(own).toMatchObject({
      type: 'payout',
      reporting_category: 'payout',
      amount: -payout.amount,
      net: -payout.amount,
      fee_details: [],
      source: payout.id,
      status: 'available',
    });
    expect(h.rejected).toEqual([]);
    expect(types(h.received)).toEqual(['payout.created', 'payout.paid', 'payout.reconciliation_completed']);
    expect(run.events.flatMap((e) => e.deliveries.map((d) => d.status))).toEqual([200, 200, 200]);
    expect(h.received.map((r) => r.event.data.object)).toEqual([
      { ...run.payout, status: 'pending', reconciliation_status: 'in_progress' },
      { ...run.payout, status: 'paid', reconciliation_status: 'in_progress' },
      run.payout,
    ]);
  });
});
