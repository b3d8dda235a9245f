// A big payout as it meets production: one automatic payout of 2,000 one-time gifts, each its own record, with
// the Stripe sandbox answering every call after 250 ms as Stripe's network would. Measured: how long the
// webhook takes to answer each of the payout's events (Stripe wants a 2xx within seconds), and how long from
// the events until the payout's document is written by its itemising job; beside its floor in the same run:
// listing the same 2,000 balance transactions alone from the sandbox, with the same expansion, page by page.
import { stripeFeeCents } from '@hope/domain/money';
import { donationDocs, writeDocs } from '../support/back-office-records';
import { adminForTests, clearFirestore } from '../support/emulators';
import { backgroundTriggers } from '../support/jobs';
import { itemised, sandboxStripe, utcDayFromNow } from '../support/payouts-bed';
import { sandbox } from '../support/sandbox';
import type { BenchOutcome } from './bench-types';
import { median, ms } from './stats';

const LINES = 2000;
const RUNS = 3;
/** A Stripe API round trip as seen from Cloud Functions in us-central1. */
export const STRIPE_LATENCY_MS = 250;

async function listAlone(payoutId: string): Promise<number> {
  let count = 0;
  const listing = sandboxStripe.balanceTransactions.list({
    payout: payoutId,
    limit: 100,
    expand: ['data.source.payment_intent'],
  });
  for await (const txn of listing) if (txn.type !== 'payout') count += 1;
  return count;
}

/** 2,000 records and their paid gifts at Stripe, paid out together in one automatic payout (events delivered). */
async function payoutOfGifts(db: ReturnType<typeof adminForTests>['db'], run: number) {
  await backgroundTriggers('disable');
  const ids = await writeDocs(db, 'donations', donationDocs(LINES)).finally(() =>
    backgroundTriggers('enable'),
  );
  const amounts = ids.map((_, index) => 1000 + ((index * 137) % 19_000));
  await sandbox.register({
    payment_intents: ids.map((id, index) => ({
      id: `pi_bench${run}x${index}`,
      amount: amounts[index]!,
      metadata: { record_id: id, collection: 'donations' },
    })),
    charges: ids.map((_, index) => ({
      id: `ch_bench${run}x${index}`,
      amount: amounts[index]!,
      fee: stripeFeeCents(amounts[index]!),
      payment_intent: `pi_bench${run}x${index}`,
    })),
  });
  const started = performance.now();
  const payout = await sandbox.runPayout(utcDayFromNow(2));
  if (!payout.payout) throw new Error('the sandbox made no payout');
  return { payout: payout.payout, events: payout.events, started };
}

export async function bench(): Promise<BenchOutcome> {
  const admin = adminForTests();
  const answers: number[] = [];
  const itemising: number[] = [];
  const alone: number[] = [];
  const problems: string[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      await clearFirestore();
      await sandbox.reset();
      await sandbox.configure({ latencyMs: STRIPE_LATENCY_MS });
      const { payout, events, started } = await payoutOfGifts(admin.db, run);
      for (const sent of events) {
        const last = sent.deliveries.at(-1);
        if (last?.status !== 200)
          problems.push(`${sent.event.type} was answered ${last?.status ?? last?.error}`);
        if (last?.ms !== undefined) answers.push(last.ms);
      }
      const stored = await itemised(admin.db, payout.id);
      itemising.push(performance.now() - started);
      const attributed = stored.lines.filter((line) => line.record !== null && line.name !== null).length;
      const sum = stored.lines.reduce((total, line) => total + line.net, 0);
      if (stored.lines.length !== LINES || attributed !== LINES || sum !== payout.amount)
        problems.push(
          `run ${run}: ${stored.lines.length} lines, ${attributed} attributed, sum ${sum} of ${payout.amount}`,
        );
      const listStarted = performance.now();
      const listed = await listAlone(payout.id);
      alone.push(performance.now() - listStarted);
      if (listed !== LINES) problems.push(`the sandbox listed ${listed} lines`);
    }
  } finally {
    await sandbox.configure({ latencyMs: 0 });
    await admin.close();
  }
  const slowest = Math.max(...answers);
  return {
    ok: problems.length === 0 && slowest < 2000,
    lines: [
      ...problems.map((problem) => `!!! ${problem}`),
      `Stripe's calls answered after ${STRIPE_LATENCY_MS} ms each (sandbox latency); a payout of ${LINES} one-time gifts, ${RUNS} runs`,
      `webhook answer to the payout's events (payout.created, payout.paid, payout.reconciliation_completed): median ${ms(median(answers))}, slowest ${ms(slowest)} (target under 2 s)`,
      `from the events' delivery to the payout's document written by its itemising job: median ${ms(median(itemising))} (${itemising.map(ms).join(', ')})`,
      `floor: listing its ${LINES} balance transactions alone from the sandbox at the same latency: median ${ms(median(alone))}; ratio ${(median(itemising) / median(alone)).toFixed(2)}x`,
    ],
  };
}
