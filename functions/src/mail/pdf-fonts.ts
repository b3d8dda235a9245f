import PDFDocument from 'pdfkit';

/*
 * pdfkit parses a standard font's metrics file (Helvetica's AFM: some 3,000 lines of widths and kerning pairs)
 * again for every document that uses the font: about half the time of drawing a 12-gift statement, measured.
 * The metrics never change, so each file is parsed once per instance and its tables are shared, read-only, by
 * every document after it: the year-end run draws thousands of statements in one go. pdfkit does not export
 * its AFM class, so it is reached through a document's font; were it ever shaped otherwise, pdfkit is left to
 * parse as before.
 */

const TABLES = ['attributes', 'glyphWidths', 'boundingBoxes', 'kernPairs'] as const;
type AfmFont = Record<(typeof TABLES)[number], unknown> & { parse(contents: string): void };

let shared = false;

export function shareStandardFontMetrics(): void {
  if (shared) return;
  shared = true;
  const font = (new PDFDocument() as unknown as { _font?: { font?: AfmFont } })._font?.font;
  const afm = font?.constructor as { prototype: AfmFont } | undefined;
  const parse = afm?.prototype.parse;
  if (!afm || typeof parse !== 'function' || !TABLES.every((table) => table in font!)) return;
  const parsed = new Map<string, Pick<AfmFont, (typeof TABLES)[number]>>();
  afm.prototype.parse = function parseOnce(this: AfmFont, contents: string) {
    let tables = parsed.get(contents);
    if (!tables) {
      parse.call(this, contents);
      tables = { ...this };
      parsed.set(contents, tables);
    }
    for (const table of TABLES) this[table] = tables[table];
  };
}
