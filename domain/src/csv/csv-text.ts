export type CsvCell = string | number | null;

/** RFC 4180 CSV text (CRLF line ends, quotes where needed) from a header row and data rows. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvLines(csvRow(headers), rows.length, (index) => csvRow(rows[index]!));
}

/** One CSV line (without its line end) from raw cells. */
export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',');
}

/**
 * Joins a header line and `rowCount` lines made on demand, so a 100,000-row export never holds a second copy
 * of its cells. Papa.unparse gives the same text (the tests check it on random input) but took 822 ms
 * (median of 5) on the 100,000-row, 24-column full export here, against about 400 ms for this code.
 */
export function csvLines(headerLine: string, rowCount: number, line: (index: number) => string): string {
  // Joining every 1,000 lines flattens them while they are young: garbage collection, not the quoting,
  // dominated a 100,000-row export when one string grew line by line.
  const chunks: string[] = [headerLine];
  let batch: string[] = [];
  for (let index = 0; index < rowCount; index++) {
    batch.push(line(index));
    if (batch.length === 1000) {
      chunks.push(batch.join('\r\n'));
      batch = [];
    }
  }
  if (batch.length > 0) chunks.push(batch.join('\r\n'));
  return chunks.join('\r\n');
}

/** One cell as written: numbers as they are, text neutralised and quoted when needed (as papaparse does). */
export function csvCell(cell: CsvCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return numberText(cell);
  if (cell === '') return '';
  // A scan of char codes instead of regular expressions: this runs for millions of cells in a full export.
  if (isFormulaStart(cell.charCodeAt(0))) return `"'${escapeQuotes(cell)}"`;
  return needsQuotes(cell) ? `"${escapeQuotes(cell)}"` : cell;
}

/** Decimal endings of a dollar amount by its cents: '', '.01' ... '.09', '.1', '.11' ... '.99'. */
const centsEndings = Array.from({ length: 100 }, (_, cents) => {
  if (cents === 0) return '';
  return cents % 10 === 0 ? `.${cents / 10}` : `.${String(cents).padStart(2, '0')}`;
});

/**
 * Exactly `String(value)`, four times faster for the amounts an export is full of (dollars with at most two
 * decimals, written from whole cents); any other number goes to String.
 */
export function numberText(value: number): string {
  const cents = Math.round(value * 100);
  if (cents / 100 !== value || !(cents >= 0 && cents <= 1e12)) return String(value);
  const dollars = Math.floor(cents / 100);
  return dollars + centsEndings[cents - dollars * 100]!;
}

/*
 * A cell starting with = + - @ (or tab / carriage return, which some spreadsheets skip first) would run as a
 * formula when opened: such text cells get a leading apostrophe. Numbers are left alone: a negative amount is
 * no formula.
 */
function isFormulaStart(code: number): boolean {
  return code === 61 || code === 43 || code === 45 || code === 64 || code === 9 || code === 13;
}

/** A quote, comma, line break or byte order mark anywhere, or a space at either end (papaparse's rule). */
function needsQuotes(text: string): boolean {
  const last = text.length - 1;
  if (text.charCodeAt(0) === 32 || text.charCodeAt(last) === 32) return true;
  for (let index = 0; index <= last; index++) {
    const code = text.charCodeAt(index);
    if (code === 34 || code === 44 || code === 13 || code === 10 || code === 0xfeff) return true;
  }
  return false;
}

function escapeQuotes(text: string): string {
  return text.includes('"') ? text.replace(/"/g, '""') : text;
}
