import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useHarness } from './harness.ts';
import { PAYOUT_DAY, payoutLines, sumOfNets, utcDate } from './books.ts';

const h = useHarness();

/** Walks a payout's lines page by page with `starting_after`, as a client without auto-paging would. */
async function walk(payout: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await h.stripe.balanceTransactions.list({
      payout,
      limit,
      ...(cursor ? { starting_after: cursor } : {}),
    });
    expect(page).toMatchObject({ object: 'list', url: '/v1/balance_transactions' });
    expect(page.data.length).toBeLessThanOrEqual(limit);
    ids.push(...page.data.map((line) => line.id));
    if (!page.has_more) return ids;
    cursor = page.data.at(-1)!.id;
  }
}

describe('paging a payout of many lines', () => {
  it('lists every one of more than 100 lines exactly once, newest first, in pages of any size', async () => {
    const sales = 130;
    for (let i = 0; i < sales; i += 1) await h.sandbox.sale({ amount: 500 + i * 37 });
    const { payout } = await h.sandbox.runPayout({ as_of: utcDate(PAYOUT_DAY) });
    const lines = await payoutLines(h, payout!.id);
    expect(lines).toHaveLength(sales + 1);
    expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
    expect(sumOfNets(lines.filter((line) => line.type !== 'payout'))).toBe(payout!.amount);
    expect(lines[0]).toMatchObject({ type: 'payout' });
    const created = lines.map((line) => line.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const ids = lines.map((line) => line.id);
    expect(await walk(payout!.id, 100)).toEqual(ids);
    expect(await walk(payout!.id, 7)).toEqual(ids);
    const last = ids.at(-1)!;
    const before = await h.stripe.balanceTransactions.list({
      payout: payout!.id,
      ending_before: last,
      limit: 3,
    });
    expect(before.data.map((line) => line.id)).toEqual(ids.slice(-4, -1));
    expect(before.has_more).toBe(true);

    const charges = lines.filter((line) => line.type === 'charge');
    for (const line of charges) expect((line.source as Stripe.Charge).object).toBe('charge');
    const all = await h.stripe.balanceTransactions.list({ type: 'charge', limit: 100 }).autoPagingToArray({
      limit: 1000,
    });
    expect(all.map((line) => line.id).sort()).toEqual(charges.map((line) => line.id).sort());
  });
});
