import fc from 'fast-check';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useHarness } from './harness.ts';
import { PAYOUT_DAY, payoutLines, sumOfNets, utcDate } from './books.ts';

const h = useHarness();

/** Card activity in any order; `pick` chooses a charge made so far, `percent` how much of it is affected. */
const step = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('gift' as const),
      cents: fc.integer({ min: 50, max: 100_000 }),
    }),
    weight: 3,
  },
  fc.record({
    kind: fc.constant('refund' as const),
    pick: fc.nat(),
    percent: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({
    kind: fc.constant('dispute' as const),
    pick: fc.nat(),
    percent: fc.integer({ min: 1, max: 100 }),
    outcome: fc.constantFrom('open' as const, 'won' as const, 'lost' as const),
  }),
  fc.record({ kind: fc.constant('payout' as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const share = (cents: number, percent: number) => Math.max(1, Math.floor((cents * percent) / 100));

/** Plays one step through the sandbox, choosing among the charges what the step may legitimately touch. */
async function play(s: Step, charges: string[], nextDay: () => string): Promise<void> {
  if (s.kind === 'gift') {
    const [sold] = await h.sandbox.sale({ amount: s.cents });
    charges.push((sold!.event.data.object as Stripe.Charge).id);
    return;
  }
  if (s.kind === 'payout') {
    await h.sandbox.runPayout({ as_of: nextDay() });
    return;
  }
  const current = await Promise.all(charges.map((id) => h.stripe.charges.retrieve(id)));
  const open = current.filter((c) => !c.disputed && c.amount_refunded < c.amount);
  const target = open[s.pick % Math.max(open.length, 1)];
  if (!target) return;
  const unrefunded = target.amount - target.amount_refunded;
  if (s.kind === 'refund') {
    await h.sandbox.refund(target.id, { amount: share(unrefunded, s.percent) });
    return;
  }
  const [opened] = await h.sandbox.dispute(target.id, { amount: share(unrefunded, s.percent) });
  if (s.outcome !== 'open')
    await h.sandbox.closeDispute((opened!.event.data.object as Stripe.Dispute).id, s.outcome);
}

describe('payout property', () => {
  it('any mix of charges, refunds and disputes: each payout’s lines sum to it, and no line is paid twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        await h.sandbox.reset();
        const charges: string[] = [];
        let day = PAYOUT_DAY;
        const nextDay = () => utcDate(day++);
        for (const s of steps) await play(s, charges, nextDay);
        await h.sandbox.runPayout({ as_of: nextDay() });

        const everything = await h.stripe.balanceTransactions
          .list({ limit: 100 })
          .autoPagingToArray({ limit: 10_000 });
        const movements = everything.filter((txn) => txn.type !== 'payout');
        const payouts = await h.stripe.payouts.list({ limit: 100 }).autoPagingToArray({ limit: 1000 });
        const settled: string[] = [];
        for (const payout of payouts) {
          const lines = await payoutLines(h, payout.id);
          const own = lines.filter((line) => line.type === 'payout');
          const paid = lines.filter((line) => line.type !== 'payout');
          expect(own.map((line) => [line.id, line.amount])).toEqual([
            [payout.balance_transaction, -payout.amount],
          ]);
          expect(payout.amount).toBeGreaterThan(0);
          expect(sumOfNets(paid)).toBe(payout.amount);
          settled.push(...paid.map((line) => line.id));
        }
        expect(new Set(settled).size).toBe(settled.length);
        const unpaid = movements.filter((txn) => !settled.includes(txn.id));
        expect(settled.length + unpaid.length).toBe(movements.length);
        // Everything is available by the last run: what it left is a balance Stripe would not pay out.
        expect(sumOfNets(unpaid)).toBeLessThanOrEqual(0);
        expect(payouts.reduce((sum, p) => sum + p.amount, 0) + sumOfNets(unpaid)).toBe(sumOfNets(movements));
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
