// Payout reconciliation benchmark, on the emulators with the Stripe sandbox: one automatic payout of 2,000
// one-time gifts, each its own record, reconciled by the fetchPayouts function from Node (Stripe's listing
// with each line's PaymentIntent, the records' names read from Firestore, the payout document written), beside
// its floor measured in the same run: listing the same 2,000 balance transactions alone from the sandbox, with
// the same expansion, page by page. Also the Firestore documents the reconciliation read.
import { PAYOUTS_COLLECTION, payoutSchema } from '@hope/domain/books';
import { stripeFeeCents } from '@hope/domain/money';
import { TEST_ADMIN, ensureTestAdmin } from '../support/admin-session';
import { donationDocs, writeDocs } from '../support/back-office-records';
import { callFunction, memberToken } from '../support/callable';
import { adminForTests, clearFirestore } from '../support/emulators';
import { sandboxStripe, utcDayFromNow } from '../support/payouts-bed';
import { sandbox } from '../support/sandbox';
import type { BenchOutcome } from './bench-types';
import { median, ms } from './stats';

const LINES = 2000;
const RUNS = 5;

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

/** 2,000 records and their paid gifts at Stripe, paid out together in one automatic payout. */
async function payoutOfGifts(db: ReturnType<typeof adminForTests>['db']) {
  const ids = await writeDocs(db, 'donations', donationDocs(LINES));
  const amounts = ids.map((_, index) => 1000 + ((index * 137) % 19_000));
  await sandbox.register({
    payment_intents: ids.map((id, index) => ({
      id: `pi_bench${index}`,
      amount: amounts[index]!,
      metadata: { record_id: id, collection: 'donations' },
    })),
    charges: ids.map((_, index) => ({
      id: `ch_bench${index}`,
      amount: amounts[index]!,
      fee: stripeFeeCents(amounts[index]!),
      payment_intent: `pi_bench${index}`,
    })),
  });
  const run = await sandbox.runPayout(utcDayFromNow(2));
  if (!run.payout) throw new Error('the sandbox made no payout');
  return run.payout;
}

export async function bench(): Promise<BenchOutcome> {
  const admin = adminForTests();
  try {
    await clearFirestore();
    await sandbox.reset();
    await ensureTestAdmin();
    const token = await memberToken(TEST_ADMIN.email, { admin: true }, TEST_ADMIN.password);
    const payout = await payoutOfGifts(admin.db);
    const day = utcDayFromNow(3);
    const reconcile: number[] = [];
    const alone: number[] = [];
    let reads = 0;
    let listed = 0;
    // Turns of one each, so both meet the same moments of this machine; a first turn of each warms up.
    for (let run = 0; run <= RUNS; run++) {
      let started = performance.now();
      const answer = await callFunction('fetchPayouts', { from: day, to: day }, token);
      const took = performance.now() - started;
      const [fetched] = (answer.result as { payouts: { records_read: number; problem: string | null }[] })
        .payouts;
      if (!fetched || fetched.problem) throw new Error(`fetchPayouts: ${fetched?.problem ?? answer.status}`);
      started = performance.now();
      listed = await listAlone(payout.id);
      const floor = performance.now() - started;
      if (run === 0) continue;
      reads = fetched.records_read;
      reconcile.push(took);
      alone.push(floor);
    }
    const stored = payoutSchema.parse(
      (await admin.db.collection(PAYOUTS_COLLECTION).doc(payout.id).get()).data(),
    );
    const attributed = stored.lines.filter((line) => line.record !== null && line.name !== null).length;
    const sum = stored.lines.reduce((total, line) => total + line.net, 0);
    const ok =
      listed === LINES && stored.lines.length === LINES && attributed === LINES && sum === payout.amount;
    return {
      ok,
      lines: [
        `reconcile a payout of ${LINES} lines (fetchPayouts from Node): median ${ms(median(reconcile))} (${RUNS} runs)`,
        `floor: list its ${LINES} balance transactions alone from the sandbox: median ${ms(median(alone))} (${RUNS} runs)`,
        `ratio (reconcile / floor): ${(median(reconcile) / median(alone)).toFixed(2)}x; Firestore reads per reconciliation: ${reads} (one per record) + 1 write`,
        `  (one-time gifts, one record each; ${attributed}/${LINES} lines attributed; lines sum to the payout: ${sum === payout.amount})`,
      ],
    };
  } finally {
    await admin.close();
  }
}
