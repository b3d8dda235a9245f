import { batchLabel, type DepositBatch, type MemberStamp } from '@hope/domain/deposits';
import { formatCents } from '@hope/domain/money';
import { formatDayKey, formatSchoolDay } from '@hope/domain/time';
import PDFDocument from 'pdfkit';
import { pdfText } from '../mail/pdf-text';

/*
 * The printable slip that goes to the bank with the deposit: the batch, every item with its check number, the
 * cash and check totals, and the two members who counted and signed it off. Letter paper, standard fonts.
 */

const MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#52606d';
const LINE = '#d9e2ec';
/** x of each column: #, from, method, check number, amount (right-aligned to the page's edge). */
const COLUMNS = [MARGIN, 75, 330, 400, 480] as const;

const who = (stamp: MemberStamp | null, timeZone: string) =>
  stamp ? `${stamp.email ?? stamp.uid}, ${formatSchoolDay(timeZone, stamp.at)}` : 'not yet';

/** The two members sign the printed slip that goes to the bank with the envelope, as a treasurer's file keeps it. */
function signatureLines(doc: PDFKit.PDFDocument): void {
  doc.moveDown(2.5);
  const y = doc.y;
  const width = (doc.page.width - 2 * MARGIN - 40) / 2;
  for (const [index, label] of ['Counted by (signature)', 'Signed off by (signature)'].entries()) {
    const x = MARGIN + index * (width + 40);
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .strokeColor(MUTED)
      .lineWidth(0.75)
      .stroke();
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, x, y + 4, { width, lineBreak: false });
  }
}

function row(doc: PDFKit.PDFDocument, cells: string[], bold = false): void {
  if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
  const y = doc.y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor(INK);
  cells.forEach((cell, index) => {
    const x = COLUMNS[index]!;
    const last = index === cells.length - 1;
    const width = last ? doc.page.width - MARGIN - x : COLUMNS[index + 1]! - x - 6;
    doc.text(pdfText(cell), x, y, {
      width,
      align: last ? 'right' : 'left',
      lineBreak: false,
      ellipsis: true,
    });
  });
  doc.y = y + 16;
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(doc.page.width - MARGIN, doc.y - 3)
    .strokeColor(LINE)
    .lineWidth(0.5)
    .stroke();
}

export function slipPdf(
  batchId: string,
  batch: DepositBatch,
  organizationName: string,
  timeZone: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: pdfText(`${batchLabel({ id: batchId, ...batch })} slip`) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(pdfText(organizationName));
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(pdfText(`Deposit slip: ${batchLabel({ id: batchId, ...batch })}`));
  const date = batch.deposited_on ? formatDayKey(batch.deposited_on) : 'not yet deposited';
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`Date: ${date}`).text(`Batch id: ${batchId}`).moveDown(1);

  row(doc, ['#', 'From', 'Method', 'Check no.', 'Amount'], true);
  batch.items.forEach((item, index) =>
    row(doc, [
      String(index + 1),
      item.payer.name,
      item.method === 'check' ? 'Check' : 'Cash',
      item.check_number ?? '',
      formatCents(item.amount_cents),
    ]),
  );
  doc.moveDown(0.6);
  const totals = batch.totals;
  const checks = batch.items.filter((item) => item.method === 'check').length;
  row(doc, ['', 'Cash', '', '', formatCents(totals.cash_cents)], true);
  row(doc, ['', `Checks (${checks})`, '', '', formatCents(totals.check_cents)], true);
  row(doc, ['', 'Total deposit', '', '', formatCents(totals.total_cents)], true);

  doc.moveDown(1.5).font('Helvetica').fontSize(10).fillColor(INK);
  doc.text(pdfText(`Counted by: ${who(batch.counted, timeZone)}`), MARGIN);
  doc.text(pdfText(`Signed off by: ${who(batch.signed_off, timeZone)}`), MARGIN);
  signatureLines(doc);
  doc.end();
  return done;
}
