import { PAYOUTS_COLLECTION, payoutSchema, type Payout } from '@hope/domain/books';
import { JOBS_COLLECTION } from '@hope/domain/jobs';
import type { Firestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { donationBody, postApi, sponsorBody } from './api';
import { callFunction } from './callable';
import { jobEnded } from './jobs';
import { eventually } from './maildev';
import { urls } from './emulators';
import { sessionIdOf, type Started } from './payments-bed';
import { expectDelivered, sandbox } from './sandbox';

const sandboxUrl = new URL(urls.stripeSandbox);

/** The official client pointed at the sandbox, as a test reads what Stripe holds. */
export const sandboxStripe = new Stripe('sk_test_books', {
  host: sandboxUrl.hostname,
  port: Number(sandboxUrl.port),
  protocol: 'http',
});

/** A UTC day `days` after today: money made today is available two days later, as at Stripe. */
export function utcDayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function paid(path: string, body: Record<string, unknown>): Promise<string> {
  const { body: started } = await postApi<Started>(path, body);
  expectDelivered(await sandbox.pay(sessionIdOf(started.url)));
  return started.id;
}

/**
 * A day at the school, paid through the app and the sandbox: gifts of $50, $120 (then $20 refunded) and $75
 * (disputed and lost), a monthly plan's first $30 installment, a bronze sponsorship, and a $45 sale made
 * outside the app (no record of ours). Returns the records' ids.
 */
export async function aDayOfGifts(db: Firestore) {
  const chargeOf = async (id: string) =>
    Object.keys((await db.doc(`donations/${id}`).get()).get('stripe_charges'))[0]!;
  const gift = (parent_name: string, amount: number, more: Record<string, unknown> = {}) =>
    paid('/api/checkout/donation', donationBody({ parent_name, amount, ...more }));
  const once = await gift('Garcia Family', 50);
  const refunded = await gift('Nguyen Family', 120);
  const disputed = await gift('Okafor Family', 75);
  const monthly = await gift('Patel Family', 90, { donation_type: 'monthly', months: 3 });
  const sponsor = await paid(
    '/api/checkout/sponsorship',
    sponsorBody({ level: 'bronze', company_name: 'Bay Hardware' }),
  );
  expectDelivered(await sandbox.refund(await chargeOf(refunded), 2000));
  const [opened] = expectDelivered(await sandbox.dispute(await chargeOf(disputed)));
  expectDelivered(await sandbox.closeDispute((opened!.data.object as Stripe.Dispute).id, 'lost'));
  expectDelivered(await sandbox.sale(4500));
  return { once, refunded, disputed, monthly, sponsor };
}

/** The automatic payout two days on, when all of today's money is available; its events delivered. */
export async function payOutToday(): Promise<Stripe.Payout> {
  const run = await sandbox.runPayout(utcDayFromNow(2));
  expectDelivered(run);
  if (!run.payout) throw new Error(`No payout: the available balance was ${run.available} cents`);
  return run.payout;
}

/**
 * The payout's document once its itemising has ended: the webhook (or a fetch) starts a job, and the document
 * is written when the job ends. Fails with the job's reason if it stopped.
 */
export async function itemised(db: Firestore, payoutId: string): Promise<Payout> {
  await eventually(
    `the itemising of ${payoutId} ended`,
    async () => {
      const jobs = await db.collection(JOBS_COLLECTION).where('key', '==', payoutId).get();
      const states = jobs.docs.map((doc) => doc.get('state') as string);
      const failed = jobs.docs.find((doc) => doc.get('state') === 'failed');
      if (failed) throw new Error(`The itemising of ${payoutId} stopped: ${failed.get('error')}`);
      return states.length > 0 && states.every((state) => state === 'done');
    },
    60_000,
  );
  return payoutSchema.parse((await db.collection(PAYOUTS_COLLECTION).doc(payoutId).get()).data());
}

/** Starts "Fetch payouts" for a range and gives the fetch job once it has ended. */
export async function fetchedPayouts(db: Firestore, range: { from: string; to: string }, token: string) {
  const answer = await callFunction('fetchPayouts', range, token);
  if (answer.status !== 200) throw new Error(`Fetch payouts failed: ${JSON.stringify(answer)}`);
  return jobEnded(db, (answer.result as { jobId: string }).jobId);
}
