import { batchLabel, type DepositItem } from '../deposits';
import type { PayoutLine } from '../books';
import { incomeKinds, incomeShares, splitIncome, type IncomeShares, type KindCents } from './income-split';
import { incomeAccounts, type JournalAccount } from './journal-accounts';
import { depositMethods, feesByMethod, payoutMethodLookup, payoutMethods } from './journal-methods';
import type { PaymentMethod } from '../records';
import type { MonthSource } from './month-report';
import { outsideDepositDays, outsideDeposits, type OutsideDepositDay } from './outside-deposits';
import { inPeriod, monthPeriod } from './report-period';

/*
 * The month's deposits as journal entries, one per deposit on the bank statement: each Stripe payout (the bank
 * gets the net; the income is the gross, Stripe's fees an expense), each signed-off batch of cash and checks,
 * and each day's cash and checks that one member recorded outside a batch (in the bank all the same). Each
 * entry balances: its signed lines (debit positive, credit negative) add up to zero. The lines' descriptions
 * name how the money was paid (Card, Bank, Check, Cash), and a payout's fees line each method's fees.
 */

export interface JournalLine {
  account: JournalAccount;
  /** Debit positive, credit negative. */
  cents: number;
  description: string;
}

export interface JournalEntry {
  number: string;
  day: string;
  narration: string;
  lines: JournalLine[];
}

/** Payout lines that are a record's money; any other (an adjustment, a fee) goes to the clearing account. */
const RECORD_CATEGORIES = new Set(['charge', 'refund', 'dispute', 'dispute_reversal', 'refund_failure']);
const donationShares: IncomeShares = { kind: 'donations', advertising: 0, goods_services: 0, price: 0 };
const sponsorShares: IncomeShares = { kind: 'sponsorship', advertising: 0, goods_services: 0, price: 0 };

export function monthJournal(source: MonthSource, month: string): JournalEntry[] {
  const period = monthPeriod(month);
  const shares = sharesLookup(source.records);
  const methodOf = payoutMethodLookup(source.records);
  const entries: Omit<JournalEntry, 'number'>[] = [];
  for (const payout of source.payouts) {
    if (!inPeriod(period, payout.arrival_date)) continue;
    entries.push(payoutEntry(payout, shares, methodOf));
  }
  for (const batch of source.batches) {
    if (batch.state !== 'deposited' || !batch.deposited_on || !inPeriod(period, batch.deposited_on)) continue;
    entries.push(
      batchEntry(batchLabel(batch), batch.deposited_on, batch.totals.total_cents, batch.items, shares),
    );
  }
  for (const day of outsideDepositDays(outsideDeposits(source.records, source.batches, period))) {
    entries.push(outsideEntry(day));
  }
  // QuickBooks keeps a journal number to 21 characters: the month and a sequence, the payout id in the text.
  return entries
    .sort((a, b) => a.day.localeCompare(b.day) || a.narration.localeCompare(b.narration))
    .map((entry, index) => ({
      number: `R${month.replace('-', '')}-${String(index + 1).padStart(2, '0')}`,
      ...entry,
    }));
}

type SharesLookup = (collection: string, id: string | null) => IncomeShares;

function sharesLookup(records: MonthSource['records']): SharesLookup {
  const byKey = new Map<string, IncomeShares>();
  for (const record of records) {
    const collection = 'company_name' in record ? 'community_partners' : 'donations';
    byKey.set(`${collection}/${record.id}`, incomeShares(record));
  }
  // A record outside the loaded campaign is still known by its collection: a gift or a sponsorship.
  return (collection, id) =>
    byKey.get(`${collection}/${id}`) ?? (collection === 'donations' ? donationShares : sponsorShares);
}

function payoutEntry(
  payout: { payout_id: string; arrival_date: string; amount: number; lines: readonly PayoutLine[] },
  shares: SharesLookup,
  methodOf: (line: PayoutLine) => PaymentMethod,
) {
  const { payout_id: id, arrival_date: day, amount, lines } = payout;
  const income: KindCents = { donations: 0, sponsorship: 0, advertising: 0, goods_services: 0 };
  let clearing = 0;
  let fees = 0;
  for (const line of lines) {
    fees += line.fee;
    if (line.record && RECORD_CATEGORIES.has(line.reporting_category)) {
      splitIncome(shares(line.record.collection, line.record.id), line.gross, income);
    } else clearing += line.gross;
  }
  const sums = new Map<JournalAccount, number>([
    ['bank', amount],
    ['merchant_fees', fees],
  ]);
  creditIncome(sums, income);
  add(sums, 'stripe_clearing', -clearing);
  // The lines always add up to the payout (the books refuse one that does not); any difference would show here.
  add(sums, 'stripe_clearing', -[...sums.values()].reduce((sum, cents) => sum + cents, 0));
  const about = `Stripe payout ${id}, ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}`;
  return {
    day,
    narration: `Stripe payout ${id}`,
    lines: toLines(sums, `${about} (${payoutMethods(lines, methodOf)})`, {
      merchant_fees: `${about} (${feesByMethod(lines, methodOf)})`,
    }),
  };
}

function batchEntry(
  label: string,
  day: string,
  total: number,
  items: readonly DepositItem[],
  shares: SharesLookup,
) {
  const income: KindCents = { donations: 0, sponsorship: 0, advertising: 0, goods_services: 0 };
  for (const item of items) {
    const payer = item.payer;
    const itemShares =
      payer.type === 'existing'
        ? shares(payer.collection, payer.id)
        : shares(payer.kind === 'donation' ? 'donations' : 'community_partners', null);
    splitIncome(itemShares, item.amount_cents, income);
  }
  const sums = new Map<JournalAccount, number>([['bank', total]]);
  creditIncome(sums, income);
  add(sums, 'stripe_clearing', -[...sums.values()].reduce((sum, cents) => sum + cents, 0));
  return {
    day,
    narration: `${label} (cash and checks)`,
    lines: toLines(
      sums,
      `${label}, ${items.length} ${items.length === 1 ? 'item' : 'items'} (${depositMethods(items)})`,
    ),
  };
}

function outsideEntry({ day, cents, items }: OutsideDepositDay) {
  const income: KindCents = { donations: 0, sponsorship: 0, advertising: 0, goods_services: 0 };
  for (const item of items) splitIncome(item.shares, item.cents, income);
  const sums = new Map<JournalAccount, number>([['bank', cents]]);
  creditIncome(sums, income);
  const about = `recorded by one member outside a deposit batch: ${items.map((item) => item.label).join(', ')}`;
  return {
    day,
    narration: `Cash and checks recorded outside a deposit batch, ${day}`,
    lines: toLines(sums, about),
  };
}

function creditIncome(sums: Map<JournalAccount, number>, income: KindCents): void {
  for (const kind of incomeKinds) add(sums, incomeAccounts[kind], -income[kind]);
}

function add(sums: Map<JournalAccount, number>, account: JournalAccount, cents: number): void {
  sums.set(account, (sums.get(account) ?? 0) + cents);
}

const LINE_TEXT: Record<JournalAccount, string> = {
  bank: 'Deposit',
  stripe_clearing: 'Not traced to a gift',
  donations: 'Donations',
  sponsorship: 'Sponsorships',
  advertising: 'Sponsor advertising',
  merchant_fees: 'Stripe fees',
};

/** The entry's lines, each described by its account and what the entry is about (or its own words). */
function toLines(
  sums: Map<JournalAccount, number>,
  about: string,
  own: Partial<Record<JournalAccount, string>> = {},
): JournalLine[] {
  return [...sums]
    .filter(([, cents]) => cents !== 0)
    .map(([account, cents]) => ({
      account,
      cents,
      description: `${LINE_TEXT[account]}: ${own[account] ?? about}`,
    }));
}
