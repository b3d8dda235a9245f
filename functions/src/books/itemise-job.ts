import { MAX_PAYOUT_LINES, type PayoutRecordRef } from '@hope/domain/books';
import { stripeSecretKey } from '../platform/config';
import { defineJob, type JobDefinition } from '../jobs/define-job';
import { chunks } from '../jobs/chunks';
import { mapInParallel } from './in-parallel';
import { lineOwners, type ListedLine } from './line-owner';
import { PayoutRefused } from './payout-refused';
import { payoutTransactions } from './payout-transactions';
import { notItemisable, payoutDocument, payoutRef, retrievePayout } from './reconcile-payout';

export type ItemiseParams = { payout_id: string };
type Lines = { lines: ListedLine[] };

/** Lines a unit traces: a few seconds of invoice look-ups at Stripe's pace, a small unit document. */
const LINES_PER_UNIT = 200;
/** Invoice look-ups in flight in each unit (monthly installments): with the units at once, under Stripe's rate limit. */
const LOOKUPS_IN_FLIGHT = 4;

/**
 * A payout itemised in the background, as a job: the plan lists its balance transactions (paged at Stripe),
 * the units trace each line to its record (a monthly installment's through its invoice), side by side, and
 * the last step reads the records' names, checks that the lines add up to the payout to the cent and writes
 * `payouts/{id}`. A payout Stripe does not know, too large to keep, or that does not add up stops the job
 * with the reason.
 */
export const itemiseJobDefinition: JobDefinition<ItemiseParams, Lines> = {
  kind: 'itemise_payout',
  concurrency: 4,
  secrets: [stripeSecretKey],
  plan: async ({ payout_id }) => {
    const payout = await retrievePayout(payout_id);
    const waiting = notItemisable(payout);
    if (waiting) throw new PayoutRefused(waiting);
    const lines = await payoutTransactions(payout.id);
    if (lines.length > MAX_PAYOUT_LINES)
      throw new PayoutRefused(
        `Payout ${payout.id} has ${lines.length} lines, more than the ${MAX_PAYOUT_LINES} the app keeps for one payout.`,
      );
    // A payout with no line of its own still gets its document: one unit with none.
    return (lines.length ? chunks(lines, LINES_PER_UNIT) : [[]]).map((part) => ({
      items: part.length,
      input: { lines: part },
    }));
  },
  unit: async ({ lines }) => {
    const owners = await mapInParallel(lines, LOOKUPS_IN_FLIGHT, lineOwners());
    const traced = owners.filter((owner) => owner !== null).length;
    return { output: owners, counts: { traced, unattributed: lines.length - traced } };
  },
  finish: async ({ payout_id }, units) => {
    const payout = await retrievePayout(payout_id);
    const lines = units.flatMap((unit) => unit.input.lines);
    const owners = units.flatMap((unit) => unit.output as (PayoutRecordRef | null)[]);
    await payoutRef(payout.id).set(await payoutDocument(payout, lines, owners));
    return {};
  },
};

export const itemisePayoutJob = defineJob(itemiseJobDefinition);
