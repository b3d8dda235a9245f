// Payments benchmark: on the emulators with the Stripe sandbox, measures creating checkout sessions and the
// webhook under 500 deliveries (25% duplicates, 20 in flight), then checks the final state.
import { netAfterFees } from 'stripe-sandbox';
import type { BenchOutcome } from './bench-types';
import { donationBody, postApi } from '../support/api';
import { adminForTests, clearFirestore } from '../support/emulators';
import { countDocs } from '../support/records';
import { expectDelivered, sandbox, type SentEvent } from '../support/sandbox';
import { median, ms, percentile, timedPool } from './stats';

const UNIQUE_EVENTS = 375;
const DUPLICATES = 125;
const IN_FLIGHT = 20;

export async function bench(): Promise<BenchOutcome> {
  const admin = adminForTests();
  try {
    await clearFirestore();
    await sandbox.reset();

    // Warm the function instances so the figures are about our code, not the emulator's worker start-up.
    await timedPool(
      Array.from({ length: IN_FLIGHT }),
      IN_FLIGHT,
      async () => void (await postApi('/api/checkout/donation', donationBody())),
    );
    await clearFirestore();

    const started: { id: string; sessionId: string; amount: number }[] = [];
    const amounts = Array.from(
      { length: UNIQUE_EVENTS },
      (_, index) => 10 + (index % 90) + (index % 7) / 100,
    );
    const checkoutMs = await timedPool(amounts, 10, async (amount) => {
      const { status, body } = await postApi<{ id: string; url: string }>(
        '/api/checkout/donation',
        donationBody({ amount }),
      );
      if (status !== 200) throw new Error(`checkout answered ${status}`);
      started.push({ id: body.id, sessionId: body.url.split('/').pop()!, amount });
    });

    // 375 first deliveries (one checkout.session.completed each) and 125 re-deliveries of already-sent events.
    const delivered: SentEvent['event'][] = [];
    type Job = { kind: 'pay'; sessionId: string } | { kind: 'resend'; index: number };
    const jobs: Job[] = started.map(({ sessionId }) => ({ kind: 'pay', sessionId }));
    for (let index = 0; index < DUPLICATES; index += 1)
      jobs.splice(100 + index * 2, 0, { kind: 'resend', index });
    const wall = performance.now();
    const webhookMs = await timedPool(jobs, IN_FLIGHT, async (job) => {
      if (job.kind === 'pay') delivered.push(...expectDelivered(await sandbox.pay(job.sessionId)));
      else expectDelivered(await sandbox.resend(delivered[job.index % delivered.length]!.id));
    });
    const seconds = (performance.now() - wall) / 1000;

    const ledger = await countDocs(admin.db, 'stripe_events');
    const docs = (await admin.db.collection('donations').get()).docs.map((doc) => doc.data());
    const wrong = docs.filter((doc) => {
      return (
        doc.payments_made !== 1 ||
        doc.net_payment !== netAfterFees(doc.donation_amount) ||
        doc.total_pledged_amt !== doc.donation_amount
      );
    });

    const lines = [
      `
Payments benchmark (Firestore + Functions emulators, local Stripe sandbox, this machine)
  checkout session creation   n=${checkoutMs.length}  median ${ms(median(checkoutMs))}  p95 ${ms(percentile(checkoutMs, 95))}
  webhook deliveries          n=${jobs.length} (${DUPLICATES} duplicates), ${IN_FLIGHT} in flight
                              ${(jobs.length / seconds).toFixed(1)} events/s  median ${ms(median(webhookMs))}  p95 ${ms(percentile(webhookMs, 95))}
  final state                 ${docs.length} donations, ${ledger} ledger entries, ${wrong.length} with a wrong figure`,
    ];
    const ok = ledger === UNIQUE_EVENTS && wrong.length === 0 && docs.length === UNIQUE_EVENTS;
    if (!ok) lines.push('FINAL STATE IS WRONG');
    return { lines, ok };
  } finally {
    await clearFirestore();
    await admin.close().catch(() => {});
  }
}
