// Year-end week as it meets production: the year-end job for 2,000 donors with 12 gifts each on the emulators,
// from the Send call until MailDev has accepted every statement, beside the floor measured in the same run: the
// same number of plain messages sent straight from nodemailer; and, for reference, MailDev accepting as many
// messages of a statement's size (text, HTML and PDF) with nothing else to do. Every request the office waits on
// (the preview, the Send) is timed: none may take over 10 s, whatever the run's size. Median of 3 runs, each on
// an empty project.
import { receiptHtml, receiptText } from '@hope/domain/receipts';
import nodemailer from 'nodemailer';
import { receiptPdf } from '../../functions/src/mail/receipt-pdf';
import { callFunction, memberToken } from '../support/callable';
import { adminForTests, clearFirestore, ports } from '../support/emulators';
import { backgroundTriggers, jobEnded } from '../support/jobs';
import { GIFTS, sampleContents, YEAR } from './sample-receipts';
import { eventually, mailbox } from '../support/maildev';
import { officeDonation } from '../support/receipts-bed';
import type { BenchOutcome } from './bench-types';
import { median, ms } from './stats';

/** BENCH_DONORS=200 for a quick look while working; the figures reported are of 2,000. */
const DONORS = Number(process.env.BENCH_DONORS ?? 2000);
const RUNS = 3;
/** Hosting cuts a request at 60 s; what the office waits on should take a few seconds at most. */
const REQUEST_LIMIT_MS = 10_000;

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

/** A message as the floors send it: plain, or with a statement's text, HTML and PDF. */
type FloorMessage = { subject: string; text: string; html?: string; pdf?: Buffer };

/**
 * MailDev accepting DONORS messages straight from nodemailer (a pool of 5 connections, as fast as it goes): the
 * floor the run is held to sends plain ones; a second reference sends the sample statement's parts each time,
 * what MailDev alone needs for messages of a statement's size, with nothing composed or written.
 */
async function floorMs(message: FloorMessage): Promise<number> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: ports.mailSmtp,
    pool: true,
    maxConnections: 5,
  });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: DONORS }, (_, index) =>
      transport.sendMail({
        from: 'bench@hope.example.org',
        to: `floor${index}@example.com`,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.pdf
          ? {
              attachments: [
                { filename: 'statement.pdf', content: message.pdf, contentType: 'application/pdf' },
              ],
            }
          : {}),
      }),
    ),
  );
  const elapsed = performance.now() - started;
  transport.close();
  await mailbox.clear();
  return elapsed;
}

const PLAIN: FloorMessage = { subject: 'Floor', text: 'Plain message' };

type Run = {
  floorMs: number;
  sizedMs: number;
  previewMs: number;
  callMs: number;
  endToEndMs: number;
  statusesMs: number;
  problems: string[];
};

/**
 * One run on an empty project: the floor, then the year-end Send, timed from the call until MailDev holds every
 * statement; then until every message's status reads SUCCESS (the mail trigger has caught up with the run's
 * writes, so the next run starts on a quiet emulator), and a second Send, which must send nothing.
 */
async function yearEndRun(admin: ReturnType<typeof adminForTests>, sized: FloorMessage): Promise<Run> {
  const problems: string[] = [];
  await clearFirestore();
  await mailbox.clear();
  const floor = await floorMs(PLAIN);
  const sizedMs = await floorMs(sized);
  const token = await memberToken('bench-treasurer@example.org', { admin: true });
  await backgroundTriggers('disable');
  try {
    await seedDonors(admin.db);
  } finally {
    await backgroundTriggers('enable');
  }
  // The office previews before sending: the function's instance is warm, as it is for the Send.
  const previewStarted = performance.now();
  await callFunction('yearEndStatements', { action: 'preview', year: YEAR }, token);
  const previewMs = performance.now() - previewStarted;
  const started = performance.now();
  const answer = await callFunction('yearEndStatements', { action: 'send', year: YEAR }, token);
  const callMs = performance.now() - started;
  const jobId = (answer.result as { jobId?: string } | undefined)?.jobId;
  if (!jobId) throw new Error(`the Send started no job (${JSON.stringify(answer.error)})`);
  await eventually('every statement in MailDev', async () => (await inboxCount()) >= DONORS, 1_800_000);
  const endToEndMs = performance.now() - started;
  const sent = admin.db.collection('mail_status').where('delivery.state', '==', 'SUCCESS');
  await eventually(
    'every status SUCCESS',
    async () => (await sent.count().get()).data().count >= DONORS,
    1_800_000,
  );
  const statusesMs = performance.now() - started;
  const job = await jobEnded(admin.db, jobId, 600_000);
  if (job.counts.sent !== DONORS) problems.push(`the job sent ${job.counts.sent} statements`);
  const again = await callFunction('yearEndStatements', { action: 'send', year: YEAR }, token);
  const second = await jobEnded(admin.db, (again.result as { jobId: string }).jobId, 600_000);
  if (second.counts.sent !== 0) problems.push(`a second Send sent ${second.counts.sent}`);
  const delivered = await inboxCount();
  if (delivered !== DONORS) problems.push(`MailDev holds ${delivered} statements, not ${DONORS}`);
  return { floorMs: floor, sizedMs, previewMs, callMs, endToEndMs, statusesMs, problems };
}

export async function bench(): Promise<BenchOutcome> {
  const lines: string[] = [];
  const { statement } = sampleContents();
  const sized: FloorMessage = {
    subject: statement.subject,
    text: receiptText(statement),
    html: receiptHtml(statement),
    pdf: await receiptPdf(statement),
  };
  const admin = adminForTests();
  const runs: Run[] = [];
  try {
    for (let run = 0; run < RUNS; run++) runs.push(await yearEndRun(admin, sized));
  } finally {
    await clearFirestore();
    await mailbox.clear();
    await admin.close();
  }
  const problems = runs.flatMap((run) => run.problems);
  for (const problem of problems) lines.push(`!!! ${problem}`);
  const ratios = runs.map((run) => run.endToEndMs / run.floorMs);
  const sizedRatios = runs.map((run) => run.endToEndMs / run.sizedMs);
  const pick = (key: 'floorMs' | 'sizedMs' | 'previewMs' | 'callMs' | 'endToEndMs' | 'statusesMs') =>
    `${ms(median(runs.map((run) => run[key])))} (${runs.map((run) => ms(run[key])).join(', ')})`;
  const longest = Math.max(...runs.flatMap((run) => [run.previewMs, run.callMs]));
  lines.push(
    `year-end job, ${DONORS} donors x ${GIFTS} gifts, median of ${RUNS} runs (each run's figure in brackets): ` +
      `all ${DONORS} statements in MailDev ${pick('endToEndMs')} from the Send call; every status SUCCESS ` +
      `after ${pick('statusesMs')}`,
  );
  lines.push(
    `requests the office waits on: the preview ${pick('previewMs')}, the Send ${pick('callMs')}; the longest ` +
      `${ms(longest)} (limit ${ms(REQUEST_LIMIT_MS)}).${problems.some((p) => p.startsWith('a second Send')) ? '' : ' A second Send sent nothing in every run.'}`,
  );
  lines.push(
    `floor, the same run: MailDev accepting ${DONORS} plain messages from nodemailer (pool of 5): ` +
      `${pick('floorMs')}; ratio ${median(ratios).toFixed(1)}x (${ratios.map((ratio) => ratio.toFixed(1)).join(', ')})`,
  );
  lines.push(
    `for reference, the same run: MailDev accepting ${DONORS} statement-size messages (the sample statement's ` +
      `text, HTML and ${sized.pdf!.length}-byte PDF) from nodemailer: ${pick('sizedMs')}; the run is ` +
      `${median(sizedRatios).toFixed(1)}x this (${sizedRatios.map((ratio) => ratio.toFixed(1)).join(', ')}).`,
  );
  return { lines, ok: problems.length === 0 && longest <= REQUEST_LIMIT_MS };
}
