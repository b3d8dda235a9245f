import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Payout, PayoutLine } from '../src/books';
import { checkKey, type CheckPayment, type StoredRecord } from '../src/records';
import {
  monthJournal,
  monthReport,
  type BatchEntry,
  type JournalEntry,
  type MonthSource,
} from '../src/reports';
import type { Benefit } from '../src/settings';
import { nextDateKey, schoolDateKey } from '../src/time';
import { donation, partner } from './fixtures';
import { campaigns } from './reports-fixtures';

/*
 * The books tie out: for any month of generated data, every dollar the month report shows received is in the
 * journal. Cash and checks (in a signed-off batch or recorded by one member) are booked the day they were
 * deposited, so the month's cash-and-check entries hold exactly the report's check and cash. Card money reaches
 * the bank through Stripe's payouts days later: the month's payouts plus the card money in transit at its end,
 * less the card money that was in transit at the end of the month before, is the report's card net.
 */

const timeZone = 'America/Los_Angeles';
const start = Date.parse('2025-12-20T00:00:00Z');
const instant = fc
  .integer({ min: 0, max: 380 * 86_400 })
  .map((s) => new Date(start + s * 1000).toISOString());
const delay = fc.integer({ min: 0, max: 6 });

const recordStory = fc.record({
  partner: fc.boolean(),
  price: fc.integer({ min: 1, max: 5000 }),
  benefits: fc.array(
    fc.record({
      kind: fc.constantFrom('acknowledgment', 'advertising', 'goods_services') as fc.Arbitrary<
        Benefit['kind']
      >,
      value: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
    }),
    { maxLength: 3 },
  ),
  charges: fc.array(
    fc.record({
      cents: fc.integer({ min: 50, max: 500_000 }),
      feeShare: fc.double({ min: 0, max: 0.1, noNaN: true }),
      paidAt: instant,
      payoutDelay: delay,
      refund: fc.option(
        fc.record({ share: fc.double({ min: 0.01, max: 1, noNaN: true }), at: instant, payoutDelay: delay }),
        { nil: null },
      ),
    }),
    { maxLength: 3 },
  ),
  inPerson: fc.array(
    fc.record({
      cents: fc.integer({ min: 1, max: 200_000 }),
      on: instant,
      cash: fc.boolean(),
      // Signed off in a batch of the day, or recorded by one member ("Record check received").
      inBatch: fc.boolean(),
    }),
    { maxLength: 3 },
  ),
});
type Story = typeof recordStory extends fc.Arbitrary<infer T> ? T : never;

interface Books {
  records: (StoredRecord & { id: string })[];
  lines: { day: string; line: PayoutLine }[];
  batchItems: Map<string, BatchEntry['items']>;
}

function payoutLine(
  source: string,
  category: string,
  gross: number,
  fee: number,
  record: string,
): PayoutLine {
  const collection = record.startsWith('p') ? 'community_partners' : 'donations';
  return {
    balance_transaction: `txn_${source}`,
    type: category,
    reporting_category: category,
    gross,
    fee,
    net: gross - fee,
    currency: 'usd',
    source,
    record: { collection, id: record },
    name: null,
    created: '2026-01-01T00:00:00.000Z',
  };
}

function addRecord(books: Books, story: Story, index: number): void {
  const id = `${story.partner ? 'p' : 'd'}${index}`;
  const stripe_charges: NonNullable<StoredRecord['stripe_charges']> = {};
  const stripe_refunds: NonNullable<StoredRecord['stripe_refunds']> = {};
  story.charges.forEach((one, n) => {
    const chargeId = `ch_${id}_${n}`;
    const fee = Math.round(one.cents * one.feeShare);
    const paidDay = schoolDateKey(timeZone, one.paidAt);
    const refunded = one.refund ? Math.max(1, Math.round(one.cents * one.refund.share)) : 0;
    stripe_charges[chargeId] = {
      amount: one.cents,
      fee,
      net: one.cents - fee,
      refunded,
      paid_at: one.paidAt,
    };
    const line = payoutLine(chargeId, 'charge', one.cents, fee, id);
    books.lines.push({ day: nextDateKey(paidDay, one.payoutDelay), line });
    if (!one.refund) return;
    // A refund comes after its charge.
    const at = one.refund.at > one.paidAt ? one.refund.at : one.paidAt;
    const refundId = `re_${chargeId}`;
    stripe_refunds[refundId] = {
      charge: chargeId,
      amount: refunded,
      status: 'succeeded',
      reason: null,
      created_at: at,
    };
    const refundDay = nextDateKey(schoolDateKey(timeZone, at), one.refund.payoutDelay);
    books.lines.push({ day: refundDay, line: payoutLine(refundId, 'refund', -refunded, 0, id) });
  });
  const checks: Record<string, CheckPayment> = {};
  story.inPerson.forEach((money, n) => {
    const day = schoolDateKey(timeZone, money.on);
    const itemId = `item-${id}-${n}`;
    const number = money.cash ? itemId : `${1000 + n}`;
    const key = money.cash ? `cash_${itemId}` : checkKey(number);
    const method = money.cash ? ('cash' as const) : ('check' as const);
    checks[key] = {
      method,
      number,
      amount: money.cents / 100,
      deposited_on: day,
      recorded_at: money.on,
      recorded_by: 'u1',
    };
    if (!money.inBatch) return;
    const items = books.batchItems.get(day) ?? [];
    items.push({
      id: itemId,
      method,
      amount_cents: money.cents,
      check_number: money.cash ? null : number,
      payer: {
        type: 'existing',
        collection: story.partner ? 'community_partners' : 'donations',
        id,
        name: id,
      },
      added: { uid: 'u1', email: null, at: money.on },
    });
    books.batchItems.set(day, items);
  });
  const facts = {
    id,
    created_at: '2026-01-01T18:00:00.000Z',
    stripe_charges,
    stripe_refunds,
    checks,
    voided: null,
  };
  const level_benefits = story.benefits.map((benefit) => ({ ...benefit, text: 'b', quantity: 1 }));
  books.records.push(
    story.partner
      ? partner({ ...facts, partnership_amount: story.price, level_benefits })
      : donation({ ...facts, donation_type: 'check' }),
  );
}

function sourceOf(stories: Story[]): MonthSource {
  const books: Books = { records: [], lines: [], batchItems: new Map() };
  stories.forEach((story, index) => addRecord(books, story, index));
  const byDay = new Map<string, PayoutLine[]>();
  for (const { day, line } of books.lines) byDay.set(day, [...(byDay.get(day) ?? []), line]);
  const payouts: Payout[] = [...byDay].map(([day, lines]) => ({
    payout_id: `po_${day}`,
    arrival_date: day,
    amount: lines.reduce((sum, line) => sum + line.net, 0),
    currency: 'usd',
    status: 'paid',
    created: `${day}T00:00:00.000Z`,
    lines,
  }));
  const stamp = { uid: 'u1', email: null, at: '2026-01-01T00:00:00.000Z' };
  const batches: BatchEntry[] = [...books.batchItems].map(([day, items]) => {
    const sum = (method: string) =>
      items.filter((item) => item.method === method).reduce((total, item) => total + item.amount_cents, 0);
    return {
      id: `batch-${day}`,
      state: 'deposited',
      opened: stamp,
      counted: stamp,
      signed_off: { ...stamp, uid: 'u2' },
      deposited_on: day,
      items,
      totals: { cash_cents: sum('cash'), check_cents: sum('check'), total_cents: sum('cash') + sum('check') },
      updated_at: stamp.at,
    };
  });
  return { timeZone, campaigns, records: books.records, payouts, batches };
}

const isPayout = (entry: JournalEntry) => entry.narration.startsWith('Stripe payout');
const bank = (entries: JournalEntry[]) =>
  entries.reduce((sum, entry) => sum + (entry.lines.find((line) => line.account === 'bank')?.cents ?? 0), 0);
const INCOME = new Set(['donations', 'sponsorship', 'advertising', 'goods_services']);
const income = (entries: JournalEntry[]) =>
  -entries
    .flatMap((entry) => entry.lines)
    .reduce((sum, line) => sum + (INCOME.has(line.account) ? line.cents : 0), 0);
const monthBefore = (month: string) => nextDateKey(`${month}-01`, -1).slice(0, 7);
/** Every month the data touches: payments from December 2025, payouts until early 2027. */
const MONTHS = [
  '2025-12',
  ...Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, '0')}`),
  '2027-01',
];

describe('the journal ties out to the month report, to the cent', () => {
  it('for any month of generated card payments, refunds, batches and checks recorded by one member', () => {
    fc.assert(
      fc.property(fc.array(recordStory, { maxLength: 15 }), (stories) => {
        const source = sourceOf(stories);
        let reported = 0;
        let journaled = 0;
        for (const month of MONTHS) {
          const report = monthReport(source, month);
          const journal = monthJournal(source, month);
          for (const entry of journal) expect(entry.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(0);
          const inPerson = report.total.methods.check + report.total.methods.cash;
          expect(bank(journal.filter((entry) => !isPayout(entry)))).toBe(inPerson);
          const before = monthReport(source, monthBefore(month)).inTransit.cards.cents;
          const cardNet = report.total.net - inPerson;
          expect(bank(journal.filter(isPayout)) + report.inTransit.cards.cents - before).toBe(cardNet);
          reported += report.total.gross + report.total.refunds;
          journaled += income(journal);
        }
        // Over the months every payout arrived in, the income booked is every dollar received, less refunds.
        expect(journaled).toBe(reported);
      }),
      { numRuns: 60 },
    );
    // 60 generated months take about 3 s on a quiet machine; the default 5 s fails under a loaded one.
  }, 30_000);
});
