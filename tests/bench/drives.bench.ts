// "Charge pledges" after a fun run, as it meets production: 2,000 saved pledges on 300 student pages, the counts
// entered by the office, then the charge job started through the callable, with the Stripe sandbox answering every
// call after 250 ms as Stripe does from Cloud Functions. Measured: from the office's click until the job's end,
// the Stripe calls made (the sandbox's request log) and the charges a second; checked: every pledge charged exactly
// once (one PaymentIntent per pledge at Stripe, one record per pledge in Firestore, the sums right to the cent),
// and a second run charging nothing. Its floor, in the same run and at the same latency: the sandbox creating
// 2,000 off-session PaymentIntents alone, straight from the `stripe` client, as many at once as the job's units.
import { PLEDGES_COLLECTION, pledgeSchema } from '@hope/domain/drives';
import { toCents } from '@hope/domain/money';
import { DONATIONS_COLLECTION, donationSchema } from '@hope/domain/records';
import { defaultSettings, defaultTimeZone, schoolYearCampaign } from '@hope/domain/settings';
import type { RequestLogEntry } from 'stripe-sandbox';
import type Stripe from 'stripe';
import { driveAction } from '../support/drives-bed';
import { adminForTests, clearFirestore } from '../support/emulators';
import { inProcess } from '../support/functions-in-process';
import { jobEnded } from '../support/jobs';
import { mailbox } from '../support/maildev';
import { sandboxStripe } from '../support/payouts-bed';
import { sandbox } from '../support/sandbox';
import type { BenchOutcome } from './bench-types';
import { writeDriveData, type DriveData } from './drive-pledges';
import { STRIPE_LATENCY_MS } from './giving-day-payout.bench';
import { saveServedSettings } from './served-settings';
import { receiptsArrived } from './receipts-arrived';
import { median, ms, percentile, timedPool } from './stats';

const PLEDGES = 2000;
const PAGES = 300;
const RUNS = 3;
const JOB_WITHIN_MS = 30 * 60_000;
/** The job's calls for one pledge: the off-session PaymentIntent, whose answer carries its charge and fee. */
const callsPerCharge = 1;

const settings = {
  ...defaultSettings,
  campaigns: [{ ...schoolYearCampaign(defaultTimeZone, new Date()), goal: 100_000 }],
  studentPages: { enabled: true, defaultGoal: 250, leaderboard: 'totals' as const },
};
const chargeJob = inProcess(() => import('../../functions/src/drives/charge-job'));

/** "GET /v1/payment_intents/:id": a call's kind, its object ids left out. */
const callKind = (entry: RequestLogEntry) =>
  `${entry.method} ${entry.path.replace(/\/[a-z]+_(?=[A-Za-z0-9]*[0-9A-Z])[A-Za-z0-9]+/g, '/:id')}`;

function tally(entries: RequestLogEntry[]): string {
  const kinds = new Map<string, number>();
  for (const entry of entries) kinds.set(callKind(entry), (kinds.get(callKind(entry)) ?? 0) + 1);
  return [...kinds].map(([kind, count]) => `${count} ${kind}`).join(', ');
}

/**
 * Within a unit the pledges are charged one after another (in the order of their ids): the time from one
 * pledge's PaymentIntent to the next one's is what charging one pledge costs the job, Stripe and all. Units in
 * flight: the units' charging spans summed over the time from the first charge to the last (8 when the job's
 * concurrency is always used).
 */
function unitTimes(made: RequestLogEntry[], perUnit: number): { cycles: number[]; inFlight: number } {
  const creates = made
    .map((entry) => ({ entry, match: /^pledge-charge-pledge(\d+)-/.exec(entry.idempotencyKey ?? '') }))
    .filter(({ entry, match }) => match && entry.method === 'POST' && !entry.replayed)
    .map(({ entry, match }) => ({ index: Number(match![1]), at: Date.parse(entry.at) }))
    .sort((a, b) => a.index - b.index);
  const cycles: number[] = [];
  const spans = new Map<number, { from: number; to: number }>();
  creates.forEach((next, i) => {
    const unit = Math.floor(next.index / perUnit);
    const span = spans.get(unit) ?? { from: next.at, to: next.at };
    spans.set(unit, { from: Math.min(span.from, next.at), to: Math.max(span.to, next.at) });
    const previous = creates[i - 1];
    if (previous && Math.floor(previous.index / perUnit) === unit) cycles.push(next.at - previous.at);
  });
  const cycle = median(cycles);
  const busy = [...spans.values()].reduce((sum, span) => sum + span.to - span.from + cycle, 0);
  const ats = creates.map((create) => create.at);
  return { cycles, inFlight: busy / (Math.max(...ats) - Math.min(...ats) + cycle) };
}

/** Every way a pledge could have been charged other than once, for the right amount: empty when none. */
async function doubleCharges(db: ReturnType<typeof adminForTests>['db'], data: DriveData): Promise<string[]> {
  const problems: string[] = [];
  const intents = new Map<string, number[]>();
  for (const { event } of await sandbox.events()) {
    if (event.type !== 'payment_intent.succeeded') continue;
    const intent = event.data.object as Stripe.PaymentIntent;
    const pledgeId = intent.metadata.pledge_id;
    if (pledgeId) intents.set(pledgeId, [...(intents.get(pledgeId) ?? []), intent.amount]);
  }
  const [pledgeDocs, recordDocs] = await Promise.all([
    db.collection(PLEDGES_COLLECTION).get(),
    db.collection(DONATIONS_COLLECTION).get(),
  ]);
  const records = new Map(recordDocs.docs.map((doc) => [doc.id, donationSchema.parse(doc.data())]));
  let owedSum = 0;
  let stripeSum = 0;
  let recordSum = 0;
  for (const doc of pledgeDocs.docs) {
    const pledge = pledgeSchema.parse(doc.data());
    const owed = data.owed.get(pledge.id)!;
    const charged = intents.get(pledge.id) ?? [];
    const record = records.get(`pledge-${pledge.id}`);
    owedSum += owed;
    stripeSum += charged.reduce((sum, cents) => sum + cents, 0);
    recordSum += record ? toCents(record.donation_amount) : 0;
    if (charged.length !== 1 || charged[0] !== owed)
      problems.push(`${pledge.id}: PaymentIntents ${JSON.stringify(charged)} for ${owed} cents owed`);
    if (pledge.status !== 'charged' || toCents(pledge.charged_amount ?? 0) !== owed)
      problems.push(`${pledge.id}: ${pledge.status}, ${pledge.charged_amount} dollars`);
    if (!record || record.payment_completed_at === null || pledge.record_id !== `pledge-${pledge.id}`)
      problems.push(`${pledge.id}: its record is ${record ? 'not paid' : 'missing'}`);
  }
  const pledgeRecords = [...records.keys()].filter((id) => id.startsWith('pledge-')).length;
  if (pledgeRecords !== PLEDGES) problems.push(`${pledgeRecords} pledge records for ${PLEDGES} pledges`);
  if (stripeSum !== owedSum || recordSum !== owedSum)
    problems.push(`owed ${owedSum} cents, Stripe charged ${stripeSum}, the records say ${recordSum}`);
  return problems;
}

/** The floor: the same number of off-session PaymentIntents from the bench itself, `concurrency` at a time. */
async function intentsAlone(data: DriveData, concurrency: number, run: number): Promise<number> {
  const started = performance.now();
  await timedPool(data.pledges, concurrency, async (pledge) => {
    await sandboxStripe.paymentIntents.create(
      {
        amount: data.owed.get(pledge.id)!,
        currency: 'usd',
        customer: pledge.stripe_customer!,
        payment_method: pledge.payment_method!,
        off_session: true,
        confirm: true,
      },
      { idempotencyKey: `floor-${run}-${pledge.id}` },
    );
  });
  return performance.now() - started;
}

export async function bench(): Promise<BenchOutcome> {
  const admin = adminForTests();
  const { concurrency } = (await chargeJob()).chargeJobDefinition;
  const totals: number[] = [];
  const jobTimes: number[] = [];
  const floors: number[] = [];
  const calls: number[] = [];
  const kinds: string[] = [];
  const cycles: number[] = [];
  const inFlight: number[] = [];
  let wrongCharges = 0;
  const problems: string[] = [];
  let units = 0;
  try {
    await saveServedSettings(admin.db, settings);
    for (let run = 0; run < RUNS; run++) {
      await clearFirestore();
      await sandbox.reset();
      await mailbox.clear();
      await saveServedSettings(admin.db, settings);
      const data = await writeDriveData(admin.db, settings, { run, pageCount: PAGES, pledgeCount: PLEDGES });
      await driveAction({ op: 'counts', id: data.drive.id, counts: data.counts });
      await sandbox.configure({ latencyMs: STRIPE_LATENCY_MS });
      const before = (await sandbox.requests()).length;
      const started = performance.now();
      const { jobId } = await driveAction({ op: 'charge', id: data.drive.id });
      const job = await jobEnded(admin.db, jobId!, JOB_WITHIN_MS);
      totals.push(performance.now() - started);
      jobTimes.push(Date.parse(job.finished_at!) - Date.parse(job.created_at));
      units = job.units ?? 0;
      if (job.state !== 'done' || job.counts.charged !== PLEDGES)
        problems.push(
          `run ${run}: the job ended ${job.state} with ${JSON.stringify(job.counts)} ${job.error ?? ''}`,
        );
      await sandbox.idle();
      const made = (await sandbox.requests()).slice(before);
      calls.push(made.length);
      kinds.push(tally(made));
      const times = unitTimes(made, Math.ceil(PLEDGES / Math.max(1, units)));
      cycles.push(...times.cycles);
      inFlight.push(times.inFlight);
      const twice = await doubleCharges(admin.db, data);
      wrongCharges += twice.length;
      problems.push(...twice.slice(0, 10).map((p) => `run ${run}: ${p}`));

      // A second "Charge pledges" finds nothing due and asks Stripe for no charge.
      const creates = (entries: RequestLogEntry[]) =>
        entries.filter((entry) => entry.method === 'POST' && entry.path === '/v1/payment_intents').length;
      const createdBefore = creates(await sandbox.requests());
      const again = await jobEnded(admin.db, (await driveAction({ op: 'charge', id: data.drive.id })).jobId!);
      const createdAgain = creates(await sandbox.requests()) - createdBefore;
      if (again.total !== 0 || createdAgain !== 0)
        problems.push(
          `run ${run}: the second run planned ${again.total} and created ${createdAgain} charges`,
        );

      // Every relative's receipt is sent before the next run clears the database under the triggers (each
      // page's parent is also told of the gift: only the relatives' messages count).
      const relatives = new Set(data.pledges.map((pledge) => pledge.email));
      await receiptsArrived(admin, PLEDGES, 600_000, (message) =>
        message.to.some((to) => relatives.has(to.address)),
      );
      floors.push(await intentsAlone(data, concurrency, run));
      await sandbox.configure({ latencyMs: 0 });
      await sandbox.idle();
    }
  } finally {
    await sandbox.configure({ latencyMs: 0 });
    await admin.close();
  }
  const total = median(totals);
  const floor = median(floors);
  return {
    ok: problems.length === 0,
    lines: [
      ...problems.slice(0, 20).map((problem) => `!!! ${problem}`),
      `Stripe's calls answered after ${STRIPE_LATENCY_MS} ms each (sandbox latency); "Charge pledges" for ${PLEDGES} saved pledges on ${PAGES} student pages, ${RUNS} runs`,
      `from the office's call until the job's end: median ${ms(total)} (${totals.map(ms).join(', ')}); by the job's own document: median ${ms(median(jobTimes))}`,
      `${(PLEDGES / (total / 1000)).toFixed(1)} charges a second; ${units} units of work, ${concurrency} at once`,
      `one pledge within a unit, from its PaymentIntent to the next pledge's: median ${ms(median(cycles))}, p90 ${ms(percentile(cycles, 90))}, of which the job's Stripe calls (${callsPerCharge}) wait ${ms(callsPerCharge * STRIPE_LATENCY_MS)}; units in flight on average ${median(inFlight).toFixed(1)} of ${concurrency}`,
      `Stripe calls while it ran (the job's and the webhook's): median ${median(calls)}, ${(median(calls) / PLEDGES).toFixed(2)} a pledge; ${kinds[0]}`,
      `pledges not charged exactly once for the owed amount: ${wrongCharges} (one PaymentIntent, one paid record and the owed amount to the cent for every pledge); a second run planned 0 and charged nothing`,
      `floor: ${PLEDGES} off-session PaymentIntents created alone from the stripe client, ${concurrency} at once, same latency: median ${ms(floor)} (${floors.map(ms).join(', ')}); ratio ${(total / floor).toFixed(2)}x`,
    ],
  };
}
