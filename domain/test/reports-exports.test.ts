import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Payout, PayoutLine } from '../src/books';
import {
  monthJournal,
  monthReport,
  monthReportRows,
  quickbooksJournalCsv,
  reportCsv,
  xeroJournalCsv,
  yearReport,
  yearReportRows,
  QUICKBOOKS_COLUMNS,
  XERO_COLUMNS,
} from '../src/reports';
import type { Benefit } from '../src/settings';
import { donation, partner } from './fixtures';
import { batch, campaigns, charge } from './reports-fixtures';

const timeZone = 'America/Los_Angeles';
const benefit = (kind: Benefit['kind'], value: number): Benefit => ({ text: kind, kind, value, quantity: 1 });

function line(gross: number, fee: number, record: PayoutLine['record'], category = 'charge'): PayoutLine {
  return {
    balance_transaction: `txn_${gross}_${fee}`,
    type: category,
    reporting_category: category,
    gross,
    fee,
    net: gross - fee,
    currency: 'usd',
    source: null,
    record,
    name: null,
    created: '2026-03-02T00:00:00.000Z',
  };
}

function payoutOf(id: string, arrival: string, lines: PayoutLine[]): Payout {
  const amount = lines.reduce((sum, one) => sum + one.net, 0);
  return {
    payout_id: id,
    arrival_date: arrival,
    amount,
    currency: 'usd',
    status: 'paid',
    created: arrival,
    lines,
  };
}

const sponsor = partner({
  id: 'p1',
  partnership_amount: 1000,
  level_benefits: [benefit('advertising', 100), benefit('goods_services', 100)],
});
const family = donation({ id: 'd1' });
const donations = { collection: 'donations' as const, id: 'd1' };
const partners = { collection: 'community_partners' as const, id: 'p1' };

const source = {
  timeZone,
  campaigns,
  records: [sponsor, family],
  payouts: [
    payoutOf('po_2', '2026-03-05', [line(100_000, 2_930, partners), line(-2_000, 0, donations, 'refund')]),
    payoutOf('po_1', '2026-03-02', [
      line(5_000, 175, donations),
      line(-1_500, 0, null, 'fee'),
      line(700, 50, null),
    ]),
    payoutOf('po_0', '2026-02-27', [line(5_000, 175, donations)]),
  ],
  batches: [
    {
      ...batch('abcdef123', '2026-03-10', 15_000),
      items: [
        {
          id: 'i1',
          method: 'cash' as const,
          amount_cents: 5_000,
          check_number: null,
          payer: { type: 'existing' as const, ...donations, name: 'Ana' },
          added: { uid: 'u', email: null, at: 'x' },
        },
        {
          id: 'i2',
          method: 'check' as const,
          amount_cents: 10_000,
          check_number: '12',
          payer: { type: 'new' as const, kind: 'partner' as const, name: 'Bo', email: '', level: null },
          added: { uid: 'u', email: null, at: 'x' },
        },
      ],
    },
  ],
};

describe("the month's journal of deposits", () => {
  const entries = monthJournal(source, '2026-03');

  it('has one balanced entry per deposit of the month, the fee as an expense and the income by kind', () => {
    expect(entries.map((entry) => [entry.number, entry.day, entry.narration])).toEqual([
      ['R202603-01', '2026-03-02', 'Stripe payout po_1'],
      ['R202603-02', '2026-03-05', 'Stripe payout po_2'],
      ['R202603-03', '2026-03-10', 'Deposit ABCDEF12 (cash and checks)'],
    ]);
    for (const entry of entries) expect(entry.lines.reduce((sum, one) => sum + one.cents, 0)).toBe(0);
    const byAccount = (index: number) =>
      Object.fromEntries(entries[index]!.lines.map((one) => [one.account, one.cents]));
    expect(byAccount(0)).toEqual({
      bank: 5_000 - 175 - 1_500 + 650,
      merchant_fees: 225,
      donations: -5_000,
      stripe_clearing: 800,
    });
    // The sponsor's $1,000: 10% advertising, 10% goods and services (sponsorship income).
    expect(byAccount(1)).toEqual({
      bank: 95_070,
      merchant_fees: 2_930,
      donations: 2_000,
      sponsorship: -90_000,
      advertising: -10_000,
    });
    expect(byAccount(2)).toEqual({ bank: 15_000, donations: -5_000, sponsorship: -10_000 });
  });

  it('balances for any payout whose lines add up to it', () => {
    const anyLine = fc.record({
      gross: fc.integer({ min: -100_000, max: 100_000 }),
      fee: fc.integer({ min: -500, max: 5_000 }),
      who: fc.constantFrom(
        donations,
        partners,
        { collection: 'community_partners' as const, id: 'gone' },
        null,
      ),
      category: fc.constantFrom('charge', 'refund', 'dispute', 'adjustment'),
    });
    fc.assert(
      fc.property(fc.array(anyLine, { minLength: 1, maxLength: 30 }), (lines) => {
        const payout = payoutOf(
          'po_x',
          '2026-03-15',
          lines.map((one) => line(one.gross, one.fee, one.who, one.category)),
        );
        const [entry] = monthJournal({ ...source, payouts: [payout], batches: [] }, '2026-03');
        expect(entry!.lines.reduce((sum, one) => sum + one.cents, 0)).toBe(0);
      }),
    );
  });

  it('writes the QuickBooks Online columns: debits and credits apart, US dates, account names', () => {
    const rows = Papa.parse<string[]>(quickbooksJournalCsv(entries), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(QUICKBOOKS_COLUMNS);
    expect(rows[1]).toEqual([
      'R202603-01',
      '03/02/2026',
      'Checking',
      '39.75',
      '',
      'Deposit: Stripe payout po_1, 3 lines (Card)',
      '',
    ]);
    expect(rows[3]).toEqual([
      'R202603-01',
      '03/02/2026',
      'Donations income',
      '',
      '50',
      'Donations: Stripe payout po_1, 3 lines (Card)',
      '',
    ]);
    const debits = rows.slice(1).reduce((sum, row) => sum + Math.round(Number(row[3] || 0) * 100), 0);
    const credits = rows.slice(1).reduce((sum, row) => sum + Math.round(Number(row[4] || 0) * 100), 0);
    expect(debits).toBe(credits);
  });

  it('writes the Xero columns: one signed amount, codes, a tax rate and an unambiguous date', () => {
    const rows = Papa.parse<string[]>(xeroJournalCsv(entries), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(XERO_COLUMNS);
    expect(rows[1]).toEqual([
      'R202603-01 Stripe payout po_1',
      '02 Mar 2026',
      'Deposit: Stripe payout po_1, 3 lines (Card)',
      '090',
      'Tax Exempt',
      '39.75',
      '',
      '',
    ]);
    expect(rows.slice(1).reduce((sum, row) => sum + Math.round(Number(row[5]) * 100), 0)).toBe(0);
  });
});

describe("the journal's methods", () => {
  it('names how each deposit was paid and books each method’s Stripe fees in the fees line', () => {
    const banked = donation({
      id: 'd9',
      checkout_method: 'us_bank_account',
      stripe_charges: {
        ch_bank: { ...charge(50_000, '2026-03-20T00:00:00.000Z', 400), method: 'us_bank_account' },
      },
    });
    const byCard = { ...line(5_000, 175, donations), source: 'ch_card' };
    const byBank = { ...line(50_000, 400, { collection: 'donations', id: 'd9' }), source: 'ch_bank' };
    const entries = monthJournal(
      {
        ...source,
        records: [sponsor, family, banked],
        payouts: [payoutOf('po_9', '2026-03-20', [byCard, byBank])],
      },
      '2026-03',
    );
    const payout = entries.find((entry) => entry.narration === 'Stripe payout po_9')!;
    const described = Object.fromEntries(payout.lines.map((one) => [one.account, one.description]));
    expect(described).toMatchObject({
      bank: 'Deposit: Stripe payout po_9, 2 lines (Card, Bank)',
      merchant_fees: 'Stripe fees: Stripe payout po_9, 2 lines (Card $1.75, Bank $4.00)',
    });
    expect(payout.lines.find((one) => one.account === 'merchant_fees')!.cents).toBe(575);
    const deposit = entries.find((entry) => entry.narration.includes('cash and checks'))!;
    expect(deposit.lines[0]!.description).toMatch(/2 items \(Check, Cash\)$/);
    const xero = Papa.parse<string[]>(xeroJournalCsv(entries), { skipEmptyLines: true }).data;
    expect(xero.map((row) => row[2])).toContain(
      'Stripe fees: Stripe payout po_9, 2 lines (Card $1.75, Bank $4.00)',
    );
    const quickbooks = Papa.parse<string[]>(quickbooksJournalCsv(entries), { skipEmptyLines: true }).data;
    expect(quickbooks.find((row) => row[5]?.startsWith('Stripe fees: Stripe payout po_9'))?.[3]).toBe('5.75');
  });
});

describe('the report as CSV', () => {
  it('lists each campaign, all campaigns, how the money came and deposits in transit, in dollars', () => {
    const records = [
      family,
      donation({
        id: 'd2',
        created_at: '2026-09-01T18:00:00.000Z',
        stripe_charges: { ch_1: charge(5_000, '2026-09-02T18:00:00.000Z', 175) },
      }),
      donation({
        id: 'd3',
        created_at: '2026-08-01T18:00:00.000Z',
        stripe_charges: { ch_2: charge(1_000, '2026-09-03T18:00:00.000Z', 59) },
      }),
    ];
    const report = monthReport(
      { ...source, records, payouts: [], batches: [batch('b1', '2026-09-29', 2_500)] },
      '2026-09',
    );
    const rows = Papa.parse<string[]>(reportCsv(monthReportRows(report)), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Section', 'Line', 'Amount (USD)']);
    expect(rows).toContainEqual(['2026-27', 'Donations', '60']);
    expect(rows).toContainEqual(['2026-27', 'Stripe fees', '-2.34']);
    expect(rows).toContainEqual(['Received by', 'Card', '60']);
    expect(rows).toContainEqual([
      'Deposits in transit',
      'Card money not yet paid out (2 payments), net of fees',
      '57.66',
    ]);
    expect(rows).toContainEqual(['Deposits in transit', 'Deposit B1, signed off 2026-09-29', '25']);
    expect(rows.at(-1)).toEqual(['Deposits in transit', 'Total in transit', '82.66']);
    expect(rows.some((row) => row[0] === 'All campaigns')).toBe(false);
  });

  it("lists the year's Form 990 figures by campaign and in all", () => {
    const records = [
      donation({
        id: 'd1',
        created_at: '2026-03-01T18:00:00.000Z',
        stripe_charges: { ch_1: charge(5_000, '2026-03-02T18:00:00.000Z') },
      }),
      donation({
        id: 'd2',
        created_at: '2026-09-01T18:00:00.000Z',
        stripe_charges: { ch_2: charge(1_000, '2026-09-02T18:00:00.000Z') },
      }),
    ];
    const rows = yearReportRows(yearReport({ timeZone, campaigns, records }, 2026));
    expect(
      rows.filter((row) => row.label === 'Gross receipts').map((row) => [row.section, row.cents]),
    ).toEqual([
      ['2025-26', 5_000],
      ['2026-27', 1_000],
      ['All campaigns', 6_000],
    ]);
  });
});
