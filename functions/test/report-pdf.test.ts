import { describe, expect, it } from 'vitest';
import { reportPdfDocument } from '../src/reports/report-pdf-document';

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe("the treasurer report's PDF", () => {
  it('is a PDF that turns the page when the lines run long, whatever the names', async () => {
    const rows = Array.from({ length: 90 }, (_, index) => ({
      section: `Campaign ${Math.floor(index / 9)} (Niños y familias)`,
      label: index % 9 === 8 ? 'Net' : `Line ${index}: Nguyễn Thị Ánh`,
      cents: index % 3 === 0 ? -index * 101 : index * 12_345,
      total: index % 9 === 8,
    }));
    const pdf = await reportPdfDocument('HOPE School', "Treasurer's report, March 2026", [
      { title: 'March 2026', note: 'Days in Pacific time.', rows },
      { title: 'Form 990 figures, 2026', note: 'January 1 to December 31.', rows: rows.slice(0, 5) },
    ]);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBeGreaterThan(1);
  });
});
