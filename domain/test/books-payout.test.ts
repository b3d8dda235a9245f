import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrivalDay,
  checkPayoutBalance,
  isPayoutsOwnLine,
  lineKind,
  MAX_PAYOUT_LINES,
  payoutLine,
  payoutSchema,
  payoutTotals,
  type BalanceTransactionFacts,
  type PayoutLine,
} from '../src/books';
import { stripeFeeCents } from '../src/money';

const DISPUTE_FEE = 1500;
const CREATED = 1_793_000_000;
let serial = 0;

function txn(
  type: string,
  category: string,
  amount: number,
  fee: number,
  source: string,
): BalanceTransactionFacts {
  serial += 1;
  return {
    id: `txn_${serial}`,
    type,
    reporting_category: category,
    amount,
    fee,
    net: amount - fee,
    currency: 'usd',
    created: CREATED,
    source,
  };
}

/** One card payment and what may follow it: a refund (in part or in full), or a dispute won or lost. */
const paymentStory = fc.record({
  amount: fc.integer({ min: 50, max: 1_000_000 }),
  refundShare: fc.option(fc.double({ min: 0.01, max: 1, noNaN: true }), { nil: null }),
  dispute: fc.option(fc.constantFrom('won' as const, 'lost' as const), { nil: null }),
  attributed: fc.boolean(),
});
type Story = typeof paymentStory extends fc.Arbitrary<infer T> ? T : never;

/** The balance transactions Stripe makes for a story, with their signs and fees as Stripe reports them. */
function transactionsOf(story: Story, index: number): BalanceTransactionFacts[] {
  const lines = [txn('charge', 'charge', story.amount, stripeFeeCents(story.amount), `ch_${index}`)];
  const refunded = story.refundShare === null ? 0 : Math.max(1, Math.floor(story.amount * story.refundShare));
  if (refunded > 0) lines.push(txn('refund', 'refund', -refunded, 0, `re_${index}`));
  const disputed = story.amount - refunded;
  if (story.dispute && disputed > 0) {
    lines.push(txn('adjustment', 'dispute', -disputed, DISPUTE_FEE, `dp_${index}`));
    if (story.dispute === 'won')
      lines.push(txn('adjustment', 'dispute_reversal', disputed, -DISPUTE_FEE, `dp_${index}`));
  }
  return lines;
}

/** The automatic payout of those transactions (only a positive balance is paid out), with its lines. */
function paidOut(stories: Story[]) {
  const transactions = stories.flatMap((story, index) =>
    transactionsOf(story, index).map((facts) => ({ facts, attributed: story.attributed })),
  );
  const amount = transactions.reduce((sum, { facts }) => sum + facts.net, 0);
  const own = txn('payout', 'payout', -amount, 0, 'po_1');
  const lines = [...transactions, { facts: own, attributed: false }]
    .filter(({ facts }) => !isPayoutsOwnLine(facts))
    .map(({ facts, attributed }) =>
      payoutLine(
        facts,
        attributed ? { collection: 'donations', id: `rec_${facts.source}` } : null,
        'A Family',
      ),
    );
  return { payout: { payout_id: 'po_1', amount, currency: 'usd' }, lines };
}

describe('a payout reconciled from its balance transactions', () => {
  it('balances to the cent for any mix of charges, refunds and disputes', () => {
    fc.assert(
      fc.property(fc.array(paymentStory, { minLength: 1, maxLength: 40 }), (stories) => {
        const { payout, lines } = paidOut(stories);
        fc.pre(payout.amount > 0);
        const check = checkPayoutBalance(payout, lines);
        expect(check.balanced).toBe(true);
        expect(check.totals.net).toBe(payout.amount);
        expect(check.totals.gross - check.totals.fee).toBe(check.totals.net);
        const { charges, refunds, disputes, other, fee } = check.totals;
        expect(charges + refunds + disputes + other - fee).toBe(check.totals.net);
        for (const line of lines) {
          if (lineKind(line) === 'refund') expect(line.net).toBeLessThan(0);
          if (line.reporting_category === 'dispute') expect(line.net).toBeLessThan(0);
        }
        expect(check.totals.unattributed).toBe(lines.filter((line) => line.record === null).length);
      }),
    );
  });

  it('says by how much and why when a line is missing from the listing', () => {
    fc.assert(
      fc.property(fc.array(paymentStory, { minLength: 2, maxLength: 20 }), fc.nat(), (stories, pick) => {
        const { payout, lines } = paidOut(stories);
        const dropped = lines[pick % lines.length]!;
        fc.pre(payout.amount > 0 && dropped.net !== 0);
        const check = checkPayoutBalance(
          payout,
          lines.filter((line) => line !== dropped),
        );
        expect(check.balanced).toBe(false);
        if (check.balanced) return;
        expect(check.difference).toBe(-dropped.net);
        expect(check.message).toContain(
          `$${(Math.abs(dropped.net) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
        );
        expect(check.message).toMatch(dropped.net > 0 ? /missing from the listing/ : /did not settle/);
      }),
    );
  });

  it('names a line whose net is not its gross less its fee, and a line in another currency', () => {
    const good = payoutLine(txn('charge', 'charge', 5000, 175, 'ch_a'), null, null);
    const bad: PayoutLine = { ...good, balance_transaction: 'txn_bad', net: 4800 };
    const check = checkPayoutBalance({ payout_id: 'po_x', amount: 4825, currency: 'usd' }, [bad]);
    expect(check).toMatchObject({ balanced: false, difference: -25 });
    if (!check.balanced) {
      expect(check.message).toBe(
        'Payout po_x does not balance. Its 1 lines sum to $48.00, $0.25 less than its $48.25: ' +
          "txn_bad's net $48.00 is not its gross $50.00 less its fee $1.75.",
      );
    }
    const euro = checkPayoutBalance({ payout_id: 'po_y', amount: 4825, currency: 'usd' }, [
      { ...good, currency: 'eur' },
    ]);
    expect(euro.balanced).toBe(false);
    if (!euro.balanced) expect(euro.message).toContain('is in eur, the payout in usd');
  });

  it('keeps the name only of a line traced to a record, and dates arrivals by Stripe’s UTC day', () => {
    expect(payoutLine(txn('charge', 'charge', 100, 33, 'ch_b'), null, 'Someone').name).toBeNull();
    expect(lineKind({ reporting_category: 'fee' })).toBe('other');
    expect(payoutTotals([])).toMatchObject({ net: 0, unattributed: 0 });
    const fee = payoutLine(txn('stripe_fee', 'fee', -500, 0, 'fee_1'), null, null);
    expect(payoutTotals([fee])).toMatchObject({ other: -500, net: -500, charges: 0 });
    expect(arrivalDay(Date.parse('2026-11-04T00:00:00Z') / 1000)).toBe('2026-11-04');
    expect(() => payoutSchema.parse({ payout_id: 'ch_1' })).toThrow();
    const line = payoutLine(txn('charge', 'charge', 100, 33, 'ch_c'), null, null);
    const payout = {
      payout_id: 'po_1',
      arrival_date: '2026-11-05',
      amount: 0,
      currency: 'usd',
      status: 'paid',
    };
    const created = '2026-11-04T00:00:00.000Z';
    expect(payoutSchema.safeParse({ ...payout, created, lines: [line] }).success).toBe(true);
    const tooMany = Array.from({ length: MAX_PAYOUT_LINES + 1 }, () => line);
    expect(payoutSchema.safeParse({ ...payout, created, lines: tooMany }).success).toBe(false);
  });
});
