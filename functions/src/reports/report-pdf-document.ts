import { formatCents } from '@hope/domain/money';
import type { ReportRow } from '@hope/domain/reports';
import PDFDocument from 'pdfkit';
import { pdfText } from '../mail/pdf-text';

/*
 * The month's treasurer report on paper, for the board's packet: the school, the month, each report's lines
 * under their section headings with the amounts right-aligned, and the notes saying how the figures are read.
 * Letter paper, standard fonts.
 */

const MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#52606d';
const LINE = '#d9e2ec';
const NEGATIVE = '#b42318';

export interface ReportPdfPart {
  title: string;
  note: string;
  rows: readonly ReportRow[];
}

function heading(doc: PDFKit.PDFDocument, text: string, size: number): void {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(size).fillColor(INK).text(pdfText(text), MARGIN);
}

function line(doc: PDFKit.PDFDocument, row: ReportRow): void {
  if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
  const y = doc.y;
  const width = doc.page.width - 2 * MARGIN;
  doc.font(row.total ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc
    .fillColor(INK)
    .text(pdfText(row.label), MARGIN + 10, y, { width: width - 130, lineBreak: false, ellipsis: true });
  doc
    .fillColor(row.cents < 0 ? NEGATIVE : INK)
    .text(formatCents(row.cents), MARGIN + width - 120, y, { width: 120, align: 'right', lineBreak: false });
  doc.y = y + 16;
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(MARGIN + width, doc.y - 3)
    .strokeColor(LINE)
    .lineWidth(0.5)
    .stroke();
}

function part(doc: PDFKit.PDFDocument, { title, note, rows }: ReportPdfPart): void {
  heading(doc, title, 13);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(pdfText(note), MARGIN).moveDown(0.5);
  for (const section of new Set(rows.map((row) => row.section))) {
    doc.moveDown(0.4);
    heading(doc, section, 10.5);
    doc.moveDown(0.2);
    for (const row of rows) if (row.section === section) line(doc, row);
  }
  doc.moveDown(1.2);
}

export function reportPdfDocument(
  organizationName: string,
  subtitle: string,
  parts: ReportPdfPart[],
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: subtitle } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(pdfText(organizationName));
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(pdfText(subtitle)).moveDown(1);
  for (const one of parts) part(doc, one);
  doc.end();
  return done;
}
