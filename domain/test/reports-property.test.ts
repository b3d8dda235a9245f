import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { derivePaymentFields, type StoredRecord } from '../src/records';
import { toCents } from '../src/money';
import { schoolDateKey } from '../src/time';
import { monthReport, tallyPeriod, yearPeriod, yearReport } from '../src/reports';
import type { Benefit } from '../src/settings';
import { donation, partner } from './fixtures';
import { campaigns } from './reports-fixtures';

const timeZone = 'America/Los_Angeles';
const start = Date.parse('2025-12-25T00:00:00Z');
const instant = fc
  .integer({ min: 0, max: 380 * 86_400 })
  .map((s) => new Date(start + s * 1000).toISOString());

const chargeStory = fc.record({
  amount: fc.integer({ min: 50, max: 500_000 }),
  feeShare: fc.double({ min: 0, max: 0.1, noNaN: true }),
  refundShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
  dated: fc.boolean(),
  dispute: fc.option(fc.constantFrom('lost', 'won', 'open'), { nil: null }),
  paidAt: instant,
  laterAt: instant,
});

const recordStory = fc.record({
  partner: fc.boolean(),
  createdAt: instant,
  price: fc.integer({ min: 1, max: 5000 }),
  benefits: fc.array(
    fc.record({
      kind: fc.constantFrom('acknowledgment', 'advertising', 'goods_services') as fc.Arbitrary<
        Benefit['kind']
      >,
      value: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
    }),
    { maxLength: 4 },
  ),
  charges: fc.array(chargeStory, { maxLength: 3 }),
  checks: fc.array(
    fc.record({ cents: fc.integer({ min: 1, max: 200_000 }), on: instant, cash: fc.boolean() }),
    { maxLength: 2 },
  ),
  voided: fc.boolean(),
});

type Story = typeof recordStory extends fc.Arbitrary<infer T> ? T : never;

function toRecord(story: Story, index: number): StoredRecord & { id: string } {
  const stripe_charges: NonNullable<StoredRecord['stripe_charges']> = {};
  const stripe_refunds: NonNullable<StoredRecord['stripe_refunds']> = {};
  const stripe_disputes: NonNullable<StoredRecord['stripe_disputes']> = {};
  story.charges.forEach((one, n) => {
    const id = `ch_${index}_${n}`;
    const fee = Math.round(one.amount * one.feeShare);
    const refunded = one.refundShare === null ? 0 : Math.round(one.amount * one.refundShare);
    stripe_charges[id] = { amount: one.amount, fee, net: one.amount - fee, refunded, paid_at: one.paidAt };
    if (refunded > 0 && one.dated) {
      stripe_refunds[`re_${id}`] = {
        charge: id,
        amount: refunded,
        status: 'succeeded',
        reason: null,
        created_at: one.laterAt,
      };
    }
    if (one.dispute) {
      const taken = one.dispute === 'won' ? 0 : -(one.amount + 1500);
      stripe_disputes[`dp_${id}`] = {
        charge: id,
        amount: one.amount,
        status: one.dispute,
        reason: 'fraudulent',
        net_effect: taken,
        opened_at: one.laterAt,
        closed_at: null,
        read_at: 1,
      };
    }
  });
  const checks = Object.fromEntries(
    story.checks.map((check, n) => [
      `k${n}`,
      {
        method: check.cash ? ('cash' as const) : ('check' as const),
        number: `k${n}`,
        amount: check.cents / 100,
        deposited_on: schoolDateKey(timeZone, check.on),
        recorded_at: check.on,
        recorded_by: 'u',
      },
    ]),
  );
  const facts = {
    id: `r${index}`,
    created_at: story.createdAt,
    stripe_charges,
    stripe_refunds,
    stripe_disputes,
    checks,
    voided: story.voided ? { at: 'x', by: 'u', reason: 'test' } : null,
  };
  if (!story.partner) return donation(facts);
  const level_benefits = story.benefits.map((benefit) => ({ ...benefit, text: 'b', quantity: 1 }));
  return partner({ ...facts, partnership_amount: story.price, level_benefits });
}

const inMonth = (month: string, instantOrDay: string) =>
  (instantOrDay.length === 10 ? instantOrDay : schoolDateKey(timeZone, instantOrDay)).startsWith(month);

describe('a report matches sums computed straight from the records', () => {
  it('for any mix of card payments, refunds, disputes, checks and cash', () => {
    fc.assert(
      fc.property(fc.array(recordStory, { maxLength: 25 }), fc.integer({ min: 1, max: 12 }), (stories, m) => {
        const records = stories.map(toRecord);
        const counted = records.filter((record) => !record.voided);
        const month = `2026-${String(m).padStart(2, '0')}`;
        const report = monthReport({ timeZone, campaigns, records, payouts: [], batches: [] }, month);

        // Straight from the records: the month's card charges and deposited checks, and their fees.
        let gross = 0;
        let fees = 0;
        for (const record of counted) {
          for (const one of Object.values(record.stripe_charges ?? {}))
            if (inMonth(month, one.paid_at)) {
              gross += one.amount;
              fees -= one.amount - one.net!;
            }
          for (const check of Object.values(record.checks ?? {}))
            if (inMonth(month, check.deposited_on)) gross += toCents(check.amount);
          for (const dispute of Object.values(record.stripe_disputes ?? {}))
            if (dispute.net_effect !== 0 && inMonth(month, dispute.opened_at)) fees -= 1500;
        }
        const { total } = report;
        expect(total.gross).toBe(gross);
        expect(total.fees).toBe(fees);
        const kinds =
          total.income.donations +
          total.income.sponsorship +
          total.income.advertising +
          total.income.goods_services;
        expect(kinds).toBe(total.gross);
        expect(total.methods.card + total.methods.check + total.methods.cash).toBe(total.gross);
        expect(total.net).toBe(total.gross + total.refunds + total.disputes + total.fees);
        const byCampaign = report.campaigns.reduce((sum, campaign) => sum + campaign.tally.net, 0);
        expect(byCampaign).toBe(total.net);

        // Over every day the stories span, the report's net is the records' own net_payment, to the cent.
        const all = tallyPeriod(
          { timeZone, campaigns, records },
          { label: 'all', firstDay: '2025-01-01', lastDay: '2027-12-31' },
        );
        const derived = counted.reduce(
          (sum, record) => sum + toCents(derivePaymentFields(record).net_payment ?? 0),
          0,
        );
        expect(all.total.net).toBe(derived);
      }),
      { numRuns: 200 },
    );
  });

  it('a year is its twelve months, and its Form 990 figures add up to its gross receipts', () => {
    fc.assert(
      fc.property(fc.array(recordStory, { maxLength: 20 }), (stories) => {
        const records = stories.map(toRecord);
        const tally = tallyPeriod({ timeZone, campaigns, records }, yearPeriod(2026));
        const sumOfMonths = Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, '0')}`)
          .map(
            (month) =>
              monthReport({ timeZone, campaigns, records, payouts: [], batches: [] }, month).total.net,
          )
          .reduce((a, b) => a + b, 0);
        expect(sumOfMonths).toBe(tally.total.net);
        const figures = yearReport({ timeZone, campaigns, records }, 2026).total;
        expect(figures.contributions + figures.goods_services + figures.advertising).toBe(
          figures.gross_receipts,
        );
        expect(figures.gross_receipts).toBe(tally.total.gross + tally.total.refunds + tally.total.disputes);
      }),
      { numRuns: 50 },
    );
  });
});
