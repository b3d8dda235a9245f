import { describe, expect, it } from 'vitest';
import { receiptHtml, receiptText, type ReceiptContent, type ReceiptTable } from '../src/receipts';

const gifts: ReceiptTable = {
  caption: 'Gifts received in 2025',
  columns: ['Date', 'Gift', 'Amount'],
  rows: [
    ['2025-03-10', 'Card gift', '$100.00'],
    ['2025-09-01', 'Check #1042 (Smith & Sons)', '$250.50'],
    ['2025-12-31', '', '$5.00'],
  ],
  total: ['Total', '', '$355.50'],
  amountsFrom: 2,
};

const statement = (table: ReceiptTable | null): ReceiptContent => ({
  kind: 'statement',
  title: 'Year-end statement',
  subject: 'Your 2025 giving',
  numberLabel: 'Statement',
  number: 'S-2025-1',
  issuedOn: 'January 15, 2026',
  organization: {
    name: 'Hope Elementary PTA',
    taxExemptNumber: '12-3456789',
    address: '1 School Way, San Jose, CA',
    email: 'pta@hope.example',
  },
  greeting: 'Dear Ana,',
  paragraphs: ['Thank you for your gifts this year.'],
  facts: [{ label: 'Total received', value: '$355.50' }],
  table,
  goodsServices: {
    heading: 'Goods and services',
    statement: 'No goods or services were provided.',
    benefits: [],
  },
  notes: [],
  signature: null,
  footer: 'Hope Elementary PTA is a 501(c)(3) organization.',
  fileName: 'statement-2025.pdf',
});

/** The table that follows the caption in the email, its rows as lists of cells. */
function tableRows(html: string): string[][] {
  const table = html.split('Gifts received in 2025</h2>')[1]!.split('</table>')[0]!;
  return [...table.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<(t[hd])[^>]*>/g)].map((cell) => cell[0]),
  );
}

describe('a table of gifts in the emailed statement', () => {
  it('has its caption as a heading, a header row, one row per gift and the total', () => {
    const html = receiptHtml(statement(gifts));
    expect(html).toContain('>Gifts received in 2025</h2>');
    expect(tableRows(html)).toHaveLength(5);
    expect(html).toContain('>Check #1042 (Smith &amp; Sons)</td>');
    expect(html).toContain('>$355.50</td>');
  });

  it('aligns the amount column right, on one line, and the others left', () => {
    const [head, first] = tableRows(receiptHtml(statement(gifts)));
    expect(head!.every((cell) => cell.startsWith('<th scope="col"'))).toBe(true);
    expect(first!.map((cell) => /text-align:(\w+)/.exec(cell)![1])).toEqual(['left', 'left', 'right']);
    expect(first!.map((cell) => cell.includes('white-space:nowrap'))).toEqual([false, false, true]);
  });

  it('sets the header and the total in bold, the gifts in normal weight', () => {
    const rows = tableRows(receiptHtml(statement(gifts)));
    const weights = rows.map((row) => row.map((cell) => /font-weight:(\w+)/.exec(cell)![1]));
    expect(weights[0]).toEqual(['700', '700', '700']);
    expect(weights[1]).toEqual(['normal', 'normal', 'normal']);
    expect(weights[4]).toEqual(['700', '700', '700']);
  });

  it('ends with the last gift when there is no total', () => {
    const rows = tableRows(receiptHtml(statement({ ...gifts, total: null })));
    expect(rows).toHaveLength(4);
    expect(rows[3]!.every((cell) => cell.includes('font-weight:normal'))).toBe(true);
  });

  it('draws no gift table for a document without one', () => {
    expect(receiptHtml(statement(null))).not.toContain('<h2 style="margin:0 0 8px');
  });
});

describe('a table of gifts in the plain-text statement', () => {
  it('lists the caption, then each gift and the total indented, leaving out empty cells', () => {
    const lines = receiptText(statement(gifts)).split('\n');
    const start = lines.indexOf('Gifts received in 2025');
    expect(lines.slice(start, start + 6)).toEqual([
      'Gifts received in 2025',
      '  2025-03-10  Card gift  $100.00',
      '  2025-09-01  Check #1042 (Smith & Sons)  $250.50',
      '  2025-12-31  $5.00',
      '  Total  $355.50',
      '',
    ]);
  });

  it('ends the gifts without a total line when there is none', () => {
    const lines = receiptText(statement({ ...gifts, total: null })).split('\n');
    const start = lines.indexOf('Gifts received in 2025');
    expect(lines.slice(start + 3, start + 5)).toEqual(['  2025-12-31  $5.00', '']);
  });
});
