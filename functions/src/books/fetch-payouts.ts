import {
  arrivalDay,
  arrivalWindow,
  fetchPayoutsRequestSchema,
  type FetchedPayout,
  type FetchPayoutsResult,
} from '@hope/domain/books';
import { HttpsError, onCall } from 'firebase-functions/https';
import type Stripe from 'stripe';
import { stripeSecretKey } from '../config';
import { memberOf } from '../money/member';
import { stripe } from '../stripe/client';
import { notItemisable, payoutRef, reconcilePayout } from './reconcile-payout';
import { PayoutRefused } from './payout-refused';

async function fetchOne(payout: Stripe.Payout): Promise<FetchedPayout> {
  const summary = {
    payout_id: payout.id,
    arrival_date: arrivalDay(payout.arrival_date),
    amount: payout.amount,
  };
  const problem = notItemisable(payout);
  if (problem) return { ...summary, lines: 0, unattributed: 0, records_read: 0, problem };
  try {
    const { payout: document, recordsRead } = await reconcilePayout(payout);
    await payoutRef(payout.id).set(document);
    return {
      ...summary,
      lines: document.lines.length,
      unattributed: document.lines.filter((line) => line.record === null).length,
      records_read: recordsRead,
      problem: null,
    };
  } catch (error) {
    if (!(error instanceof PayoutRefused)) throw error;
    return { ...summary, lines: 0, unattributed: 0, records_read: 0, problem: error.message };
  }
}

/**
 * "Fetch payouts" (owners and admins): reconciles now every payout arriving at the bank in a range of days,
 * for a payout whose events were missed or came before this app. Each is written as the webhook writes it (the
 * same document again for one already there); one that cannot be is reported with its reason, unwritten.
 */
export const fetchPayouts = onCall(
  { region: 'us-central1', secrets: [stripeSecretKey], timeoutSeconds: 540, memory: '1GiB', maxInstances: 2 },
  async (request): Promise<FetchPayoutsResult> => {
    await memberOf(request);
    const parsed = fetchPayoutsRequestSchema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
    const payouts: Stripe.Payout[] = [];
    for await (const payout of stripe().payouts.list({
      arrival_date: arrivalWindow(parsed.data),
      limit: 100,
    })) {
      payouts.push(payout);
    }
    const results: FetchedPayout[] = [];
    // One at a time: each already runs its own look-ups in parallel, and Stripe's rate limit is per account.
    for (const payout of payouts) results.push(await fetchOne(payout));
    return { payouts: results };
  },
);
