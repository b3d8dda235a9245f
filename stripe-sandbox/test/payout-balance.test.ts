import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useHarness } from './harness.ts';
import { cardGift, PAYOUT_DAY, payoutLines, sumOfNets, utcDate } from './books.ts';

const h = useHarness();

const netOf = async (txn: string): Promise<number> => (await h.stripe.balanceTransactions.retrieve(txn)).net;
const chargeNet = async (charge: Stripe.Charge): Promise<number> =>
  netOf((await h.stripe.charges.retrieve(charge.id)).balance_transaction as string);

describe('the available balance', () => {
  it('card funds are paid out on the second day, not before', async () => {
    const gift = await cardGift(h, 'rec_early', 3000);
    const early = await h.sandbox.runPayout({ as_of: utcDate(PAYOUT_DAY - 1) });
    expect(early).toEqual({ payout: null, available: 0, events: [] });
    const txn = await h.stripe.balanceTransactions.retrieve(
      (await h.stripe.charges.retrieve(gift.id)).balance_transaction as string,
    );
    expect(txn).toMatchObject({ status: 'pending', available_on: Date.parse(utcDate(PAYOUT_DAY)) / 1000 });
    const due = await h.sandbox.runPayout({ as_of: utcDate(PAYOUT_DAY) });
    expect(due.payout?.amount).toBe(txn.net);
    expect(await h.stripe.balanceTransactions.retrieve(txn.id)).toMatchObject({ status: 'available' });
    expect(await h.sandbox.runPayout({ as_of: utcDate(PAYOUT_DAY) })).toMatchObject({ payout: null });
  });

  it('a negative balance is not paid out: it carries over and a later payout settles it with new gifts', async () => {
    const gift = await cardGift(h, 'rec_lost', 2000);
    const [opened] = await h.sandbox.dispute(gift.id);
    const dispute = opened!.event.data.object as Stripe.Dispute;
    await h.sandbox.closeDispute(dispute.id, 'lost');
    const owed = (await chargeNet(gift)) + dispute.balance_transactions[0]!.net;
    expect(owed).toBeLessThan(0);
    const first = await h.sandbox.runPayout({ as_of: utcDate(PAYOUT_DAY) });
    expect(first).toEqual({ payout: null, available: owed, events: [] });
    expect((await h.stripe.payouts.list()).data).toEqual([]);

    const later = await cardGift(h, 'rec_later', 10_000);
    const second = await h.sandbox.runPayout({ as_of: utcDate(PAYOUT_DAY + 1) });
    expect(second.payout!.amount).toBe(owed + (await chargeNet(later)));
    const lines = await payoutLines(h, second.payout!.id);
    expect(lines.map((line) => line.reporting_category).sort()).toEqual([
      'charge',
      'charge',
      'dispute',
      'payout',
    ]);
    expect(sumOfNets(lines.filter((line) => line.type !== 'payout'))).toBe(second.payout!.amount);
  });

  it('lists payouts newest first, filtered by arrival_date and created', async () => {
    await cardGift(h, 'rec_one', 2500);
    const first = (await h.sandbox.runPayout({ as_of: utcDate(PAYOUT_DAY) })).payout!;
    await cardGift(h, 'rec_two', 4500);
    const second = (await h.sandbox.runPayout({ as_of: utcDate(PAYOUT_DAY + 1) })).payout!;
    const ids = async (params: Stripe.PayoutListParams) =>
      (await h.stripe.payouts.list(params)).data.map((payout) => payout.id);
    expect(await ids({})).toEqual([second.id, first.id]);
    expect(await ids({ arrival_date: { gte: second.arrival_date } })).toEqual([second.id]);
    expect(await ids({ arrival_date: { lt: second.arrival_date } })).toEqual([first.id]);
    expect(await ids({ created: first.created })).toEqual([first.id]);
    expect(await ids({ status: 'failed' })).toEqual([]);
    expect(await ids({ limit: 1, starting_after: second.id })).toEqual([first.id]);
  });

  it('unknown payouts are 404 resource_missing; a bad as_of or list parameter is a 400', async () => {
    const missing = { statusCode: 404, code: 'resource_missing', type: 'StripeInvalidRequestError' };
    await expect(h.stripe.payouts.retrieve('po_missing')).rejects.toMatchObject(missing);
    await expect(h.stripe.balanceTransactions.list({ payout: 'po_missing' })).rejects.toMatchObject({
      ...missing,
      param: 'payout',
    });
    await expect(h.stripe.balanceTransactions.list({ starting_after: 'txn_missing' })).rejects.toMatchObject({
      ...missing,
      param: 'starting_after',
    });
    await expect(h.stripe.balanceTransactions.list({ limit: 101 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'limit',
    });
    const run = (body: unknown) =>
      fetch(`${h.sandbox.url}/__sandbox/payouts/run`, { method: 'POST', body: JSON.stringify(body) });
    const refused = await run({ as_of: '2026-02-30' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { param: 'as_of' } });
    const empty = await run({});
    expect(await empty.json()).toEqual({ payout: null, available: 0, events: [] });
  });
});
