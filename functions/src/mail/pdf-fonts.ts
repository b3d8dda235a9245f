import PDFDocument from 'pdfkit';

/*
 * pdfkit parses a standard font's metrics file (Helvetica's AFM: some 3,000 lines of widths and kerning pairs)
 * again for every document that uses the font: about half the time of drawing a 12-gift statement, measured.
 * The metrics never change, so each file is parsed once per instance and its tables are shared, read-only, by
 * every document after it: the year-end run draws thousands of statements in one go. pdfkit does not export
 * its AFM class, so it is reached through a document's font; were it ever shaped otherwise, pdfkit is left to
 * parse as before.
 *
 * Its kerning lookup, run for every glyph drawn or measured, builds a key string of the two glyph names and
 * looks it up among some 2,700 pairs: a sixth of a statement's drawing, measured. With the tables shared, the
 * pairs are also indexed once by left then right glyph, and the lookup reads that index: the same figures.
 */

const TABLES = ['attributes', 'glyphWidths', 'boundingBoxes', 'kernPairs'] as const;
type KernIndex = Map<string, Map<string, number>>;
type AfmFont = Record<(typeof TABLES)[number], unknown> & {
  parse(contents: string): void;
  getKernPair(left: string, right: string | undefined): number;
  kernIndex?: KernIndex;
};

let shared = false;

function indexKernPairs(pairs: Record<string, number>): KernIndex {
  const index: KernIndex = new Map();
  for (const [key, value] of Object.entries(pairs)) {
    const [left, right] = key.split('\0') as [string, string];
    let rights = index.get(left);
    if (!rights) index.set(left, (rights = new Map()));
    rights.set(right, value);
  }
  return index;
}

export function shareStandardFontMetrics(): void {
  if (shared) return;
  shared = true;
  const font = (new PDFDocument() as unknown as { _font?: { font?: AfmFont } })._font?.font;
  const afm = font?.constructor as { prototype: AfmFont } | undefined;
  const parse = afm?.prototype.parse;
  const getKernPair = afm?.prototype.getKernPair;
  if (!afm || typeof parse !== 'function' || !TABLES.every((table) => table in font!)) return;
  const parsed = new Map<string, Pick<AfmFont, (typeof TABLES)[number]> & { kernIndex: KernIndex }>();
  afm.prototype.parse = function parseOnce(this: AfmFont, contents: string) {
    let tables = parsed.get(contents);
    if (!tables) {
      parse.call(this, contents);
      tables = { ...this, kernIndex: indexKernPairs(this.kernPairs as Record<string, number>) };
      parsed.set(contents, tables);
    }
    for (const table of TABLES) this[table] = tables[table];
    this.kernIndex = tables.kernIndex;
  };
  if (typeof getKernPair !== 'function') return;
  afm.prototype.getKernPair = function indexedKernPair(this: AfmFont, left, right) {
    if (!this.kernIndex) return getKernPair.call(this, left, right);
    return (right === undefined ? undefined : this.kernIndex.get(left)?.get(right)) || 0;
  };
}
