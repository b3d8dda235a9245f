import { yearEndStatementContent } from '@hope/domain/receipts';
import { defaultSettings } from '@hope/domain/settings';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { receiptPdf } from '../src/mail/receipt-pdf';

const gifts = Array.from({ length: 12 }, (_, month) => ({
  received_at: `2025-${String(month + 1).padStart(2, '0')}-05T18:00:00.000Z`,
  description: 'Monthly gift (card)',
  amount: 100,
  deductible: 100,
  withGoods: false,
  tShirt: false,
}));
const content = yearEndStatementContent({
  statement: { email: 'wa@example.com', name: 'Wa Tawa', gifts, total: 1200, deductibleTotal: 1200 },
  year: 2025,
  settings: defaultSettings,
  mailId: 'statement_2025_fonts',
  issuedAt: new Date('2026-01-05T18:00:00.000Z'),
});

/** The PDF without its creation time and the file id made from it: all that differs between two drawings. */
const drawn = async () =>
  (await receiptPdf(content))
    .toString('latin1')
    .replace(/\(D:\d+Z\)/g, '')
    .replace(/\/ID \[<\w+> <\w+>\]/, '');

describe('standard font metrics parsed once', () => {
  it('draws a statement with the shared metrics exactly as with the metrics parsed for it', async () => {
    // This file's first PDF parses Helvetica's metrics as pdfkit does; the next ones share that parse.
    const parsed = await drawn();
    const shared = await drawn();
    expect(shared).toBe(parsed);
    expect(parsed).toContain('/BaseFont /Helvetica-Bold');
    // The sharing is in place: were pdfkit shaped otherwise, the two drawings above would still match.
    const font = (new PDFDocument() as unknown as { _font: { font: { constructor: { prototype: object } } } })
      ._font.font;
    expect((font.constructor.prototype as { parse: { name: string } }).parse.name).toBe('parseOnce');
  });

  it('kerns every pair of both fonts by the index exactly as by the table pdfkit parsed', () => {
    type Afm = {
      kernPairs: Record<string, number>;
      glyphWidths: Record<string, number>;
      getKernPair(left: string, right?: string): number;
    };
    const doc = new PDFDocument() as unknown as {
      _font: { font: Afm };
      font(name: string): unknown;
    };
    const regular = doc._font.font;
    doc.font('Helvetica-Bold');
    const bold = doc._font.font;
    for (const font of [regular, bold]) {
      const pairs = Object.entries(font.kernPairs);
      expect(pairs.length).toBeGreaterThan(2000);
      for (const [key, value] of pairs) {
        const [left, right] = key.split('\0') as [string, string];
        expect(font.getKernPair(left, right)).toBe(value);
      }
      const glyphs = Object.keys(font.glyphWidths);
      for (const left of glyphs.slice(0, 40))
        for (const right of glyphs)
          expect(font.getKernPair(left, right)).toBe(font.kernPairs[`${left}\0${right}`] || 0);
      // The last glyph of a word has no right neighbour.
      expect(font.getKernPair('A', undefined)).toBe(0);
    }
    expect((regular as unknown as { getKernPair: { name: string } }).getKernPair.name).toBe(
      'indexedKernPair',
    );
  });
});
