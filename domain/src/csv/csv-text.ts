import Papa from 'papaparse';

export type CsvCell = string | number | null;

/*
 * A cell starting with = + - @ (or tab / carriage return, which some spreadsheets skip first) would run as a
 * formula when opened: papaparse prefixes such text cells with an apostrophe. Its built-in pattern misses
 * cells that also contain a line break, hence our own. Numbers are left alone: a negative amount is no formula.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** RFC 4180 CSV text (CRLF line ends, quotes where needed) from a header row and data rows. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    { fields: [...headers], data: rows as CsvCell[][] },
    { escapeFormulae: formulaStart, newline: '\r\n', header: true },
  );
}

/** What a text cell becomes in the file (before quoting): used by tests and previews. */
export function neutralizeFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}
