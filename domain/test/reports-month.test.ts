import { describe, expect, it } from 'vitest';
import { donation, partner } from './fixtures';
import { batch, campaigns, charge, checkBatch, payout } from './reports-fixtures';
import {
  monthPeriod,
  monthReport,
  monthReportRows,
  yearPeriod,
  yearReport,
  incomeShares,
  splitIncome,
} from '../src/reports';
import type { Benefit } from '../src/settings';

const timeZone = 'America/Los_Angeles';
const benefit = (kind: Benefit['kind'], value: number): Benefit => ({ text: kind, kind, value, quantity: 1 });

describe('the month a report covers', () => {
  it('runs from the first to the last day of the month, and refuses what is not a month', () => {
    expect(monthPeriod('2026-02')).toEqual({
      label: '2026-02',
      firstDay: '2026-02-01',
      lastDay: '2026-02-28',
    });
    expect(monthPeriod('2028-02').lastDay).toBe('2028-02-29');
    expect(() => monthPeriod('2026-13')).toThrow('"2026-13" is not a month: write it YYYY-MM');
    expect(() => monthPeriod('March')).toThrow(/not a month/);
    expect(yearPeriod(2026)).toEqual({ label: '2026', firstDay: '2026-01-01', lastDay: '2026-12-31' });
    expect(() => yearPeriod(26)).toThrow('26 is not a year the report can cover');
  });
});

describe('a sponsorship splits by the benefits stored on its record', () => {
  it('keeps a family gift a donation', () => {
    expect(splitIncome(incomeShares(donation()), 5000)).toEqual({
      donations: 5000,
      sponsorship: 0,
      advertising: 0,
      goods_services: 0,
    });
  });

  it('takes the advertising and goods-and-services value out of the payment, in proportion', () => {
    const gold = partner({
      partnership_amount: 1000,
      level_benefits: [
        benefit('acknowledgment', 50),
        benefit('advertising', 100),
        benefit('goods_services', 150),
      ],
    });
    // A $500 installment of a $1,000 sponsorship carries half of each benefit's value.
    expect(splitIncome(incomeShares(gold), 50_000)).toEqual({
      donations: 0,
      sponsorship: 37_500,
      advertising: 5_000,
      goods_services: 7_500,
    });
    // A refund splits the same way, so the parts still add up.
    expect(splitIncome(incomeShares(gold), -333)).toEqual({
      donations: 0,
      sponsorship: -250,
      advertising: -33,
      goods_services: -50,
    });
  });

  it('disregards return benefits worth under 2% of the sponsorship', () => {
    const small = partner({ partnership_amount: 1000, level_benefits: [benefit('advertising', 19.99)] });
    expect(splitIncome(incomeShares(small), 100_000).sponsorship).toBe(100_000);
    const atTwo = partner({ partnership_amount: 1000, level_benefits: [benefit('advertising', 20)] });
    expect(splitIncome(incomeShares(atTwo), 100_000).advertising).toBe(2_000);
  });

  it('never takes more than the payment, and treats an old record without benefits as qualified sponsorship', () => {
    const over = partner({ partnership_amount: 100, level_benefits: [benefit('goods_services', 400)] });
    expect(splitIncome(incomeShares(over), 10_000)).toMatchObject({ sponsorship: 0, goods_services: 10_000 });
    expect(splitIncome(incomeShares(partner()), 10_000).sponsorship).toBe(10_000);
    const free = partner({ partnership_amount: 0, level_benefits: [benefit('advertising', 10)] });
    expect(splitIncome(incomeShares(free), 500).sponsorship).toBe(500);
  });
});

describe("a month's report", () => {
  const records = [
    // March 1, 00:30 in Los Angeles is still February 28/March 1 UTC edge: the school's day decides.
    donation({
      id: 'd1',
      created_at: '2026-02-20T18:00:00.000Z',
      stripe_charges: { ch_1: charge(10_000, '2026-03-01T08:30:00.000Z', 320) },
    }),
    donation({
      id: 'd2',
      created_at: '2026-02-20T18:00:00.000Z',
      // 11 pm on March 31 in Los Angeles is April 1 in UTC: still March.
      stripe_charges: { ch_2: { ...charge(5_000, '2026-04-01T06:00:00.000Z', 175), refunded: 2_000 } },
      stripe_refunds: {
        re_1: {
          charge: 'ch_2',
          amount: 2_000,
          status: 'succeeded',
          reason: null,
          created_at: '2026-04-02T18:00:00.000Z',
        },
      },
    }),
    donation({
      id: 'd3',
      created_at: '2026-02-20T18:00:00.000Z',
      stripe_charges: { ch_3: charge(2_000, '2026-03-05T18:00:00.000Z', 88) },
      stripe_disputes: {
        dp_1: {
          charge: 'ch_3',
          amount: 2_000,
          status: 'lost',
          reason: 'fraudulent',
          net_effect: -3_500,
          opened_at: '2026-03-20T18:00:00.000Z',
          closed_at: null,
          read_at: 1,
        },
      },
    }),
    partner({
      id: 'p1',
      created_at: '2026-02-25T18:00:00.000Z',
      partnership_amount: 1000,
      level_benefits: [benefit('advertising', 100), benefit('goods_services', 100)],
      checks: {
        '1001': {
          method: 'check',
          number: '1001',
          amount: 1000,
          deposited_on: '2026-03-30',
          recorded_at: 'x',
          recorded_by: 'u',
        },
      },
    }),
    // Out of the month, voided, and a gift outside every campaign.
    donation({ id: 'd4', stripe_charges: { ch_4: charge(9_900, '2026-02-28T18:00:00.000Z') } }),
    donation({
      id: 'd5',
      voided: { at: 'x', by: 'u', reason: 'test' },
      stripe_charges: { ch_5: charge(7_000, '2026-03-10T18:00:00.000Z') },
    }),
    donation({
      id: 'd6',
      created_at: '2020-01-10T18:00:00.000Z',
      checks: {
        c: {
          method: 'cash',
          number: 'item1',
          amount: 25,
          deposited_on: '2026-03-02',
          recorded_at: 'x',
          recorded_by: 'u',
        },
      },
    }),
  ];
  const source = {
    timeZone,
    campaigns,
    records,
    payouts: [payout('2026-03-03', ['ch_1']), payout('2026-04-02', ['ch_2'])],
    batches: [
      // p1's check 1001 came in b1; d6's cash was recorded by one member outside any batch.
      checkBatch('b1', '2026-03-30', 100_000, '1001', { collection: 'community_partners', id: 'p1' }),
      batch('b2', '2026-03-28', 4_000),
      batch('b3', null, 700, 'counted'),
    ],
  };

  it('gives income by campaign and kind, refunds, disputes, fees and net in cents', () => {
    const report = monthReport(source, '2026-03');
    expect(report.campaigns.map((campaign) => campaign.name)).toEqual(['2025-26', 'No campaign']);
    const total = report.total;
    expect(total.income).toEqual({
      donations: 17_000 + 2_500,
      sponsorship: 80_000,
      advertising: 10_000,
      goods_services: 10_000,
    });
    expect(total.methods).toEqual({ card: 17_000, bank: 0, check: 100_000, cash: 2_500 });
    expect(total.bankSaved).toBe(0);
    expect(total.gross).toBe(119_500);
    // The April refund of a March charge belongs to April.
    expect(total.refunds).toBe(0);
    expect(total.disputes).toBe(-2_000);
    expect(total.fees).toBe(-(320 + 175 + 88 + 1_500));
    expect(total.net).toBe(119_500 - 2_000 - 2_083);
    expect(monthReport(source, '2026-04').total.refunds).toBe(-2_000);
  });

  it('lists as in transit the card money no payout of the month carried, and the batches not yet at the bank', () => {
    const { inTransit } = monthReport(source, '2026-03');
    // ch_2 (March 31, school time) arrives in April; ch_3 was never paid out, nor its lost dispute.
    expect(inTransit.cards).toEqual({
      cents: 5_000 - 175 + 2_000 - 88 - 3_500,
      payments: 2,
      refunds: 0,
      disputes: 1,
    });
    // b1 was signed off in the last three days; b3 was counted but still in the office at the month's end.
    expect(inTransit.batches).toEqual([
      { id: 'b1', deposited_on: '2026-03-30', cents: 100_000 },
      { id: 'b3', deposited_on: null, cents: 700 },
    ]);
    expect(inTransit.total).toBe(3_237 + 100_000 + 700);
  });
});

describe('card money in transit', () => {
  // A February charge, paid out in February; in March one refund and a lost dispute are paid out, one refund is not.
  const record = donation({
    id: 'r1',
    created_at: '2026-02-20T18:00:00.000Z',
    stripe_charges: {
      ch_7: { ...charge(10_000, '2026-02-20T18:00:00.000Z', 320), refunded: 1_500 },
      ch_8: charge(4_000, '2026-02-21T18:00:00.000Z', 146),
    },
    stripe_refunds: {
      re_7: {
        charge: 'ch_7',
        amount: 1_000,
        status: 'succeeded',
        reason: null,
        created_at: '2026-03-10T18:00:00Z',
      },
      re_8: {
        charge: 'ch_7',
        amount: 500,
        status: 'succeeded',
        reason: null,
        created_at: '2026-03-31T18:00:00Z',
      },
    },
    stripe_disputes: {
      dp_8: {
        charge: 'ch_8',
        amount: 4_000,
        status: 'lost',
        reason: 'fraudulent',
        net_effect: -5_500,
        opened_at: '2026-03-15T18:00:00.000Z',
        closed_at: null,
        read_at: 1,
      },
    },
  });
  const month = (payouts: ReturnType<typeof payout>[]) =>
    monthReport({ timeZone, campaigns, records: [record], payouts, batches: [] }, '2026-03').inTransit;

  it('takes off the refunds and disputes of the month that no payout of the month carried', () => {
    expect(month([payout('2026-03-25', ['re_7', 'dp_8'])]).cards).toEqual({
      cents: -500,
      payments: 0,
      refunds: 1,
      disputes: 0,
    });
    expect(month([payout('2026-04-02', ['re_7', 're_8', 'dp_8'])])).toEqual({
      cards: { cents: -1_500 - 5_500, payments: 0, refunds: 2, disputes: 1 },
      batches: [],
      outside: [],
      total: -7_000,
    });
    expect(month([payout('2026-03-25', ['re_7']), payout('2026-03-31', ['re_8', 'dp_8'])]).total).toBe(0);
  });
});

describe('cash and checks in transit', () => {
  const laterItem = batch('b5', null, 1_000, 'open', '2026-03-20T18:00:00.000Z');
  laterItem.items.push({
    ...laterItem.items[0]!,
    id: 'b5-2',
    added: { ...laterItem.items[0]!.added, at: '2026-04-03T18:00:00.000Z' },
  });
  const batches = [
    batch('b1', '2026-03-27', 100, 'deposited', '2026-03-26T18:00:00.000Z'),
    batch('b2', '2026-03-29', 200, 'deposited', '2026-03-26T18:00:00.000Z'),
    // Open, its item added at 11:30 pm on March 31 in Los Angeles (April 1 in UTC).
    batch('b3', null, 300, 'open', '2026-04-01T06:30:00.000Z'),
    batch('b4', null, 400, 'counted', '2026-03-30T18:00:00.000Z'),
    laterItem,
    // Signed off in April, its money held in the office at March's end.
    batch('b6', '2026-04-02', 600, 'deposited', '2026-03-31T18:00:00.000Z'),
    // Opened in April: nothing of it was held in March.
    batch('b7', null, 700, 'open', '2026-04-01T08:30:00.000Z'),
  ];
  it("lists the batches signed off in the last three days and those not signed off by the month's end", () => {
    const { inTransit } = monthReport({ timeZone, campaigns, records: [], payouts: [], batches }, '2026-03');
    expect(inTransit.batches).toEqual([
      { id: 'b2', deposited_on: '2026-03-29', cents: 200 },
      { id: 'b3', deposited_on: null, cents: 300 },
      { id: 'b4', deposited_on: null, cents: 400 },
      { id: 'b5', deposited_on: null, cents: 1_000 },
      { id: 'b6', deposited_on: null, cents: 600 },
    ]);
    expect(inTransit.total).toBe(2_500);
  });
});

describe('payments from bank accounts in the month', () => {
  it('are received by bank account, reach the bank through payouts, and say what they saved against a card', () => {
    const bank = (amount: number, paidAt: string) => ({
      ...charge(amount, paidAt, Math.min(500, Math.round(amount * 0.008))),
      method: 'us_bank_account' as const,
    });
    const sponsor = partner({
      id: 'p1',
      created_at: '2026-09-01T18:00:00.000Z',
      partnership_amount: 1200,
      stripe_charges: { ch_b1: bank(120_000, '2026-09-03T18:00:00.000Z') },
    });
    const family = donation({
      id: 'd1',
      created_at: '2026-09-01T18:00:00.000Z',
      stripe_charges: {
        ch_b2: bank(50_000, '2026-09-04T18:00:00.000Z'),
        ch_c: charge(5_000, '2026-09-04T19:00:00.000Z'),
      },
    });
    const report = monthReport(
      { timeZone, campaigns, records: [sponsor, family], payouts: [], batches: [] },
      '2026-09',
    );
    expect(report.total.methods).toEqual({ card: 5_000, bank: 170_000, check: 0, cash: 0 });
    // A card would have cost $35.10 on $1,200 and $14.80 on $500; the bank cost $5.00 and $4.00.
    expect(report.total.bankSaved).toBe(3_510 - 500 + (1_480 - 400));
    expect(report.inTransit.cards.cents).toBe(report.total.net);
    const rows = monthReportRows(report).filter((row) => row.section === 'Received by');
    expect(rows.map((row) => [row.label, row.cents])).toEqual([
      ['Card', 5_000],
      ['Bank account', 170_000],
      ['Fees saved by bank payments (against the same payments by card)', 4_090],
      ['Check', 0],
      ['Cash', 0],
    ]);
  });
});

describe("the year's Form 990 figures", () => {
  it('gives gross receipts, contributions, goods and services and advertising, by campaign and in all', () => {
    const sponsor = partner({
      id: 'p1',
      created_at: '2026-09-01T18:00:00.000Z',
      partnership_amount: 1000,
      level_benefits: [benefit('advertising', 100), benefit('goods_services', 200)],
      stripe_charges: { ch_9: { ...charge(100_000, '2026-09-02T18:00:00.000Z', 2_930), refunded: 10_000 } },
    });
    const family = donation({
      id: 'd1',
      created_at: '2026-03-01T18:00:00.000Z',
      stripe_charges: { ch_1: charge(5_000, '2026-03-01T18:00:00.000Z', 175) },
    });
    const report = yearReport({ timeZone, campaigns, records: [sponsor, family] }, 2026);
    expect(report.total).toEqual({
      gross_receipts: 95_000,
      contributions: 95_000 - 18_000 - 9_000,
      goods_services: 18_000,
      advertising: 9_000,
      fees: -3_105,
    });
    expect(report.campaigns.map((campaign) => [campaign.name, campaign.figures.gross_receipts])).toEqual([
      ['2025-26', 5_000],
      ['2026-27', 90_000],
    ]);
  });
});

describe('the school day of a payment', () => {
  it('is read in school time, and a bad instant is refused in words', async () => {
    const { schoolDayOf } = await import('../src/reports/school-day');
    expect(schoolDayOf('America/Los_Angeles', '2026-03-08T09:59:59.000Z')).toBe('2026-03-08');
    expect(schoolDayOf('America/Los_Angeles', '2026-03-08T07:59:59.000Z')).toBe('2026-03-07');
    expect(schoolDayOf('Asia/Kathmandu', '2026-03-07T18:14:00.000Z')).toBe('2026-03-07');
    expect(schoolDayOf('Asia/Kathmandu', '2026-03-07T18:15:00.000Z')).toBe('2026-03-08');
    expect(() => schoolDayOf('America/Los_Angeles', 'soon')).toThrow('"soon" is not a date and time');
  });
});

describe('what a report reads', () => {
  it('reads the records created from January 1 of the year before to the end of the year, school time', async () => {
    const { reportRecordsWindow, reportPdfRequestSchema } = await import('../src/reports');
    expect(reportRecordsWindow('America/Los_Angeles', 2026)).toEqual({
      startIso: '2025-01-01T08:00:00.000Z',
      endIso: '2027-01-01T08:00:00.000Z',
    });
    expect(reportPdfRequestSchema.parse({ month: '2026-03' })).toEqual({ month: '2026-03' });
    expect(reportPdfRequestSchema.safeParse({ month: '2026-13' }).error?.issues[0]?.message).toBe(
      'Choose a month, written YYYY-MM',
    );
    expect(reportPdfRequestSchema.safeParse({ month: '2026-03', extra: 1 }).success).toBe(false);
  });
});
