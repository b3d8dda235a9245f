import { arrivalWindow, fetchPayoutsRequestSchema, type FetchPayoutsParams } from '@hope/domain/books';
import type { JobStarted } from '@hope/domain/jobs';
import { HttpsError, onCall } from 'firebase-functions/https';
import type Stripe from 'stripe';
import { stripeSecretKey } from '../platform/config';
import { defineJob, type JobDefinition } from '../jobs/define-job';
import { startJob } from '../jobs/start-job';
import { memberName, memberOf } from '../auth/member';
import { stripe } from '../stripe/client';
import { notItemisable, payoutRef } from './reconcile-payout';

type Found = { id: string; problem: string | null };

/**
 * "Fetch payouts" as a job: the plan lists the payouts arriving at the bank in the range (paged at Stripe);
 * each unit starts the itemising job of each of its payouts (one already under way is joined), and notes those
 * that cannot be itemised, with why. Each itemised payout is written as the webhook would write it (the same
 * document again for one already there) and appears in the month's list when its job ends.
 */
export const fetchPayoutsJobDefinition: JobDefinition<FetchPayoutsParams, Found[]> = {
  kind: 'fetch_payouts',
  concurrency: 2,
  secrets: [stripeSecretKey],
  plan: async (range) => {
    const found: Found[] = [];
    for await (const payout of stripe().payouts.list({ arrival_date: arrivalWindow(range), limit: 100 }))
      found.push({ id: payout.id, problem: notItemisable(payout as Stripe.Payout) });
    return found.map((payout) => ({ items: 1, input: [payout] }));
  },
  unit: async (payouts, _range, { jobId }) => {
    const notes: string[] = [];
    const counts = { itemising: 0, not_itemisable: 0, already_kept: 0 };
    for (const payout of payouts) {
      if (payout.problem) {
        notes.push(payout.problem);
        counts.not_itemisable += 1;
        continue;
      }
      if ((await payoutRef(payout.id).get()).exists) counts.already_kept += 1;
      await startJob('itemise_payout', {
        key: payout.id,
        params: { payout_id: payout.id },
        startedBy: `Fetch payouts (${jobId})`,
      });
      counts.itemising += 1;
    }
    return { counts, notes };
  },
};

export const fetchPayoutsJob = defineJob(fetchPayoutsJobDefinition);

/**
 * "Fetch payouts" (owners and admins): reconciles again every payout arriving at the bank in a range of days,
 * for a payout whose events were missed or came before this app. Answered at once with the job to watch.
 */
export const fetchPayouts = onCall(
  { timeoutSeconds: 60, maxInstances: 2 },
  async (request): Promise<JobStarted> => {
    const member = await memberOf(request);
    const parsed = fetchPayoutsRequestSchema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
    const range = parsed.data;
    return startJob('fetch_payouts', {
      key: `${range.from}/${range.to}`,
      params: range,
      startedBy: memberName(member),
    });
  },
);
