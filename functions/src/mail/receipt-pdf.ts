import { receiptWords, type ReceiptContent, type ReceiptTable } from '@hope/domain/receipts';
import PDFDocument from 'pdfkit';
import { pdfText } from './pdf-text';

/*
 * The PDF of a receipt, invoice or statement, drawn from the same content as the email. Half-letter pages
 * (5.5 x 8.5 in): on a phone the page is about as wide as the screen, so the 11-point text reads at its size
 * without zooming, and it prints on letter paper two to a sheet or scaled. Standard fonts, no images: a
 * receipt is a few kilobytes, well inside a Firestore document.
 */

const PAGE: [number, number] = [396, 612];
const MARGIN = 30;
const FOOTER_SPACE = 52;
const INK = '#1f2933';
const MUTED = '#52606d';
const LINE = '#d9e2ec';
const ACCENT = '#1d4e89';
const SHADE = '#f0f4f8';

type Doc = PDFKit.PDFDocument;

const width = (doc: Doc) => doc.page.width - MARGIN * 2;
const bottom = (doc: Doc) => doc.page.height - MARGIN - FOOTER_SPACE;

/** Starts a new page when the next `height` points would run into the footer. */
function room(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

function header(doc: Doc, content: ReceiptContent): void {
  const org = content.organization;
  const words = receiptWords(content.language);
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(ACCENT)
    .text(pdfText(org.name), MARGIN, MARGIN, { width: width(doc) });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(pdfText(`${org.address}\n${org.email}  |  ${words.taxExemptNumber} ${org.taxExemptNumber}`), {
      width: width(doc),
    });
  doc.moveDown(0.4);
  doc.rect(MARGIN, doc.y, width(doc), 2).fill(ACCENT);
  doc.y += 12;
  doc
    .font('Helvetica-Bold')
    .fontSize(17)
    .fillColor(INK)
    .text(pdfText(content.title), MARGIN, doc.y, { width: width(doc) });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(pdfText(`${content.numberLabel} ${content.number}  |  ${words.issued} ${content.issuedOn}`));
  doc.moveDown(0.8);
}

function paragraph(doc: Doc, text: string, size = 11): void {
  const options = { width: width(doc), lineGap: 2 };
  doc.font('Helvetica').fontSize(size);
  room(doc, doc.heightOfString(pdfText(text), options));
  doc.fillColor(INK).text(pdfText(text), MARGIN, doc.y, options);
  doc.moveDown(0.6);
}

function facts(doc: Doc, content: ReceiptContent): void {
  const labelWidth = width(doc) * 0.38;
  const valueX = MARGIN + labelWidth + 6;
  const valueWidth = width(doc) - labelWidth - 6;
  for (const fact of content.facts) {
    doc.font('Helvetica-Bold').fontSize(11);
    const value = pdfText(fact.value);
    const height = Math.max(doc.heightOfString(value, { width: valueWidth }), 12) + 8;
    room(doc, height);
    const top = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(pdfText(fact.label), MARGIN, top + 2, { width: labelWidth });
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(value, valueX, top, { width: valueWidth });
    doc
      .moveTo(MARGIN, top + height - 3)
      .lineTo(MARGIN + width(doc), top + height - 3)
      .lineWidth(0.5)
      .stroke(LINE);
    doc.y = top + height;
  }
  doc.moveDown(0.8);
}

function columnWidths(doc: Doc, data: ReceiptTable): number[] {
  const amountWidth = 64;
  const amounts = data.columns.length - data.amountsFrom;
  const fixedFirst = data.amountsFrom > 1 ? 58 : 0;
  const flexible = width(doc) - amountWidth * amounts - fixedFirst;
  return data.columns.map((_, index) =>
    index >= data.amountsFrom ? amountWidth : index === 0 && fixedFirst ? fixedFirst : flexible,
  );
}

function rowHeight(doc: Doc, cells: string[], widths: number[], bold: boolean): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
  const heights = cells.map((cell, index) =>
    doc.heightOfString(pdfText(cell), { width: widths[index]! - 4 }),
  );
  return Math.max(...heights, 11) + 7;
}

function drawRow(doc: Doc, cells: string[], widths: number[], data: ReceiptTable, bold: boolean): void {
  const height = rowHeight(doc, cells, widths, bold);
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const align = index >= data.amountsFrom ? 'right' : 'left';
    doc.fillColor(INK).text(pdfText(cell), x + 2, top + 3, { width: widths[index]! - 4, align });
    x += widths[index]!;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + width(doc), top + height)
    .lineWidth(0.5)
    .stroke(LINE);
  doc.y = top + height;
}

/** The gifts or invoice lines; a row that does not fit starts a new page, under the column names again. */
function table(doc: Doc, data: ReceiptTable): void {
  const widths = columnWidths(doc, data);
  room(doc, 60);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(pdfText(data.caption), MARGIN, doc.y);
  doc.moveDown(0.3);
  drawRow(doc, data.columns, widths, data, true);
  const rows = data.total ? [...data.rows, data.total] : data.rows;
  rows.forEach((row, index) => {
    const bold = data.total !== null && index === rows.length - 1;
    if (doc.y + rowHeight(doc, row, widths, bold) > bottom(doc)) {
      doc.addPage();
      doc.y = MARGIN;
      drawRow(doc, data.columns, widths, data, true);
    }
    drawRow(doc, row, widths, data, bold);
  });
  doc.moveDown(0.8);
}

/** The goods-or-services statement in a shaded box, with the benefits and their estimated values. */
function goods(doc: Doc, content: ReceiptContent): void {
  const inner = width(doc) - 20;
  const { heading, statement, benefits } = content.goodsServices;
  const estimated = receiptWords(content.language).estimatedValue;
  const lines = benefits.map((benefit) =>
    pdfText(`- ${benefit.text} (${benefit.kind}; ${estimated} ${benefit.value})`),
  );
  doc.font('Helvetica-Bold').fontSize(10.5);
  const headingHeight = doc.heightOfString(pdfText(heading), { width: inner });
  doc.font('Helvetica').fontSize(10);
  const statementHeight = doc.heightOfString(pdfText(statement), { width: inner, lineGap: 1.5 });
  doc.fontSize(9);
  const listHeight = lines.reduce((sum, line) => sum + doc.heightOfString(line, { width: inner - 8 }) + 2, 0);
  const height = headingHeight + statementHeight + (lines.length ? listHeight + 6 : 0) + 22;
  room(doc, height);
  const top = doc.y;
  doc.rect(MARGIN, top, width(doc), height).fill(SHADE);
  doc.rect(MARGIN, top, 3, height).fill(ACCENT);
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text(pdfText(heading), MARGIN + 12, top + 9, { width: inner });
  doc.moveDown(0.2);
  doc.font('Helvetica').fontSize(10).text(pdfText(statement), { width: inner, lineGap: 1.5 });
  if (lines.length) {
    doc.moveDown(0.4);
    doc.fontSize(9);
    for (const line of lines) doc.text(line, MARGIN + 16, doc.y, { width: inner - 8, paragraphGap: 2 });
  }
  doc.y = top + height + 12;
}

/** Each page's foot: the organization's tax statement and the page number. */
function footers(doc: Doc, content: ReceiptContent): void {
  const range = doc.bufferedPageRange();
  const words = receiptWords(content.language);
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const top = doc.page.height - MARGIN - FOOTER_SPACE + 8;
    doc
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + width(doc), top)
      .lineWidth(0.5)
      .stroke(LINE);
    // Below the bottom margin: pdfkit would otherwise start a new page for text written there.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    doc.text(pdfText(content.footer), MARGIN, top + 5, { width: width(doc) });
    doc.text(
      pdfText(
        `${content.numberLabel} ${content.number}  |  ${words.page(index - range.start + 1, range.count)}`,
      ),
      MARGIN,
      doc.y + 2,
      {
        width: width(doc),
      },
    );
    doc.page.margins = margins;
  }
}

/** The receipt as PDF bytes. */
export function receiptPdf(content: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    bufferPages: true,
    // The document's language, for screen readers and text-to-speech (its title is in it already).
    lang: content.language ?? 'en',
    info: {
      Title: pdfText(`${content.title} ${content.number}`),
      Author: pdfText(content.organization.name),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, content);
  paragraph(doc, content.greeting);
  for (const text of content.paragraphs) paragraph(doc, text);
  facts(doc, content);
  if (content.table) table(doc, content.table);
  goods(doc, content);
  for (const note of content.notes) paragraph(doc, note, 10);
  if (content.signature) {
    paragraph(doc, [content.signature.name, content.signature.title].filter(Boolean).join(', '), 10.5);
  }
  footers(doc, content);
  doc.end();
  return done;
}
