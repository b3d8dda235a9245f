// Receipts benchmark: rendering one receipt (HTML, text and PDF) in this process, median of 200; then the
// year-end run for 2,000 donors with 12 gifts each on the emulators, from the Send call until MailDev has
// accepted every statement, beside the floor: the same number of plain messages sent straight from nodemailer.
import {
  paymentReceipt,
  receiptHtml,
  receiptText,
  yearEndStatementContent,
  type ReceiptContent,
} from '@hope/domain/receipts';
import { defaultSettings } from '@hope/domain/settings';
import nodemailer from 'nodemailer';
import { receiptPdf } from '../../functions/src/mail/receipt-pdf';
import { callFunction, memberToken } from '../support/callable';
import { adminForTests, clearFirestore, ports } from '../support/emulators';
import { eventually, mailbox } from '../support/maildev';
import { officeDonation } from '../support/receipts-bed';
import type { BenchOutcome } from './bench-types';
import { median, ms } from './stats';

const RENDERS = 200;
const DONORS = 2000;
const GIFTS = 12;
const YEAR = 2025;

async function renderMs(content: ReceiptContent): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RENDERS + 10; run++) {
    const started = performance.now();
    receiptHtml(content);
    receiptText(content);
    await receiptPdf(content);
    if (run >= 10) times.push(performance.now() - started);
  }
  return times;
}

function sampleContents(): { receipt: ReceiptContent; statement: ReceiptContent } {
  const record = officeDonation({ donation_type: 'one_time', parent_name: 'Bench Parent' });
  const receipt = paymentReceipt({
    record,
    payment: {
      key: 'ch_1',
      method: 'card',
      amount: 100,
      gift: 100,
      received_at: '2025-03-01T18:00:00.000Z',
      installment: null,
      of: null,
    },
    settings: defaultSettings,
    mailId: 'receipt_donations_bench_ch_1',
    issuedAt: new Date(),
  });
  const gifts = Array.from({ length: GIFTS }, (_, month) => ({
    received_at: `${YEAR}-${String(month + 1).padStart(2, '0')}-05T18:00:00.000Z`,
    description: 'Monthly gift (card)',
    amount: 100,
    deductible: 100,
    withGoods: false,
    tShirt: false,
  }));
  const statement = yearEndStatementContent({
    statement: {
      email: 'bench@example.com',
      name: 'Bench Parent',
      gifts,
      total: 1200,
      deductibleTotal: 1200,
    },
    year: YEAR,
    settings: defaultSettings,
    mailId: 'statement_bench',
    issuedAt: new Date(),
  });
  return { receipt, statement };
}

/** 2,000 monthly donors, each with 12 card payments in YEAR. */
async function seedDonors(db: ReturnType<typeof adminForTests>['db']): Promise<void> {
  const writer = db.bulkWriter();
  for (let donor = 0; donor < DONORS; donor++) {
    const charges = Object.fromEntries(
      Array.from({ length: GIFTS }, (_, month) => [
        `ch_${donor}_${month}`,
        {
          amount: 10000,
          fee: 320,
          net: 9680,
          refunded: 0,
          paid_at: `${YEAR}-${String(month + 1).padStart(2, '0')}-05T18:00:00.000Z`,
        },
      ]),
    );
    void writer.set(
      db.collection('donations').doc(),
      officeDonation({
        parent_name: `Donor ${donor}`,
        email: `donor${donor}@example.com`,
        donation_type: 'monthly',
        donation_amount: 100,
        months: 12,
        pledge_amt: 1200,
        stripe_charges: charges,
      }),
    );
  }
  await writer.close();
}

const inboxCount = async () => (await mailbox.messages()).length;

export async function bench(): Promise<BenchOutcome> {
  const lines: string[] = [];
  let ok = true;
  const { receipt, statement } = sampleContents();
  lines.push(
    `receipt rendering (HTML + text + PDF): median ${median(await renderMs(receipt)).toFixed(1)} ms of ${RENDERS}`,
  );
  lines.push(
    `12-gift statement rendering (HTML + text + PDF): median ${median(await renderMs(statement)).toFixed(1)} ms of ${RENDERS}`,
  );

  const admin = adminForTests();
  try {
    await clearFirestore();
    await mailbox.clear();
    // Floor: MailDev accepting 2,000 plain messages from nodemailer (a pool of 5 connections, as fast as it goes).
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: ports.mailSmtp,
      pool: true,
      maxConnections: 5,
    });
    const floorStarted = performance.now();
    await Promise.all(
      Array.from({ length: DONORS }, (_, index) =>
        transport.sendMail({
          from: 'bench@hope.example.org',
          to: `floor${index}@example.com`,
          subject: 'Floor',
          text: 'Plain message',
        }),
      ),
    );
    const floorMs = performance.now() - floorStarted;
    transport.close();
    await mailbox.clear();

    const token = await memberToken('bench-treasurer@example.org', { admin: true });
    await seedDonors(admin.db);
    const started = performance.now();
    const answer = await callFunction('yearEndStatements', { action: 'send', year: YEAR }, token);
    const callMs = performance.now() - started;
    const created = (answer.result as { created?: number } | undefined)?.created;
    if (created !== DONORS) {
      ok = false;
      lines.push(`!!! the send call created ${created} statements (${JSON.stringify(answer.error)})`);
    }
    await eventually('every statement in MailDev', async () => (await inboxCount()) >= DONORS, 1_800_000);
    const endToEndMs = performance.now() - started;
    const again = await callFunction('yearEndStatements', { action: 'send', year: YEAR }, token);
    if ((again.result as { created?: number }).created !== 0) ok = false;
    const delivered = await inboxCount();
    if (delivered !== DONORS) ok = false;
    lines.push(
      `year-end run, ${DONORS} donors x ${GIFTS} gifts (one run): Send call ${ms(callMs)} (reads ${DONORS} records, ` +
        `composes ${DONORS} statements with PDFs, writes them); all ${delivered} in MailDev after ${ms(endToEndMs)} ` +
        `(${(endToEndMs / DONORS).toFixed(1)} ms per statement)`,
    );
    lines.push(
      `floor: MailDev accepting ${DONORS} plain messages from nodemailer (pool of 5): ${ms(floorMs)}; ` +
        `ratio ${(endToEndMs / floorMs).toFixed(1)}x. A second Send created ${(again.result as { created?: number }).created}.`,
    );
  } finally {
    await clearFirestore();
    await mailbox.clear();
    await admin.close();
  }
  return { lines, ok };
}
