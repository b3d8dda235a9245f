import { toCsv, type CsvCell } from '../csv';
import { centsToDollars } from '../money';
import { SHORT_MONTHS } from '../time';
import { journalAccounts, XERO_TAX_RATE } from './journal-accounts';
import type { JournalEntry } from './journal';

/*
 * The journal in the import files of two ledgers, written to their published column lists.
 *  - QuickBooks Online, Settings > Import data > Journal entries (Intuit's help, "Import journal entries"):
 *    JournalNo, JournalDate (MM/DD/YYYY), AccountName (exactly as in the chart of accounts), Debits, Credits
 *    (one of the two per line), Description, Name (a customer or vendor; left blank: the lines are totals).
 *  - Xero, Manual journals > Import (Xero's help, "Import manual journals"): Narration and Date (the same on
 *    every line of one journal; dd Mmm yyyy, read the same in every region), Description, AccountCode, TaxRate
 *    (its full name), Amount (positive a debit, negative a credit), TrackingName1 and TrackingOption1 (the
 *    campaign could go there; left blank). Xero takes at most 300 lines per file.
 */

export const QUICKBOOKS_COLUMNS = [
  'JournalNo',
  'JournalDate',
  'AccountName',
  'Debits',
  'Credits',
  'Description',
  'Name',
];
export const XERO_COLUMNS = [
  'Narration',
  'Date',
  'Description',
  'AccountCode',
  'TaxRate',
  'Amount',
  'TrackingName1',
  'TrackingOption1',
];
export const XERO_MAX_LINES = 300;

export function quickbooksJournalCsv(entries: readonly JournalEntry[]): string {
  const rows: CsvCell[][] = entries.flatMap((entry) =>
    entry.lines.map((line) => [
      entry.number,
      usDate(entry.day),
      journalAccounts[line.account].name,
      line.cents > 0 ? centsToDollars(line.cents) : null,
      line.cents < 0 ? centsToDollars(-line.cents) : null,
      line.description,
      null,
    ]),
  );
  return toCsv(QUICKBOOKS_COLUMNS, rows);
}

export function xeroJournalCsv(entries: readonly JournalEntry[]): string {
  const rows: CsvCell[][] = entries.flatMap((entry) =>
    entry.lines.map((line) => [
      `${entry.number} ${entry.narration}`,
      namedMonthDate(entry.day),
      line.description,
      journalAccounts[line.account].code,
      XERO_TAX_RATE,
      centsToDollars(line.cents),
      null,
      null,
    ]),
  );
  return toCsv(XERO_COLUMNS, rows);
}

const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const namedMonthDate = (day: string) =>
  `${day.slice(8, 10)} ${SHORT_MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
