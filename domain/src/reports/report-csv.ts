import { toCsv } from '../csv';
import { centsToDollars } from '../money';
import type { ReportRow } from './report-rows';

export const REPORT_COLUMNS = ['Section', 'Line', 'Amount (USD)'];

/** A report's rows as CSV: amounts in dollars, money given back and fees negative. */
export function reportCsv(rows: readonly ReportRow[]): string {
  return toCsv(
    REPORT_COLUMNS,
    rows.map((row) => [row.section, row.label, centsToDollars(row.cents)]),
  );
}
