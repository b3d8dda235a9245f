// A giving day as it meets production: 2,000 families start a checkout in the campaign running and pay through
// the Stripe sandbox, arriving at about 20 a second, with every Stripe call answered after 250 ms as Stripe's
// network would. Then:
// no gift lost (every record paid), no receipt twice (each family's inbox holds exactly one), and the public
// progress exact (the pledged total and families equal the gifts'). The time from a family's checkout request
// to its Stripe session URL, p50 and p95, is reported beside one family alone in the same run.
import { defaultPublicLimits, settingsLimits } from '@hope/domain/settings';
import { emulatorParallelCalls } from '../../scripts/src/lib/stack';
import { donationBody, postApi } from '../support/api';
import { adminForTests, clearFirestore } from '../support/emulators';
import { eventually, mailbox } from '../support/maildev';
import { sessionIdOf, type Started } from '../support/payments-bed';
import { expectDelivered, sandbox } from '../support/sandbox';
import type { BenchOutcome } from './bench-types';
import { STRIPE_LATENCY_MS } from './giving-day-payout.bench';
import { shownProgress, startCampaign } from './running-campaign';
import { receiptsArrived } from './receipts-arrived';
import { median, ms, percentile } from './stats';

/** BENCH_FAMILIES=200 for a quick look while working; the figures reported are of 2,000. */
const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 2000);
const PER_SECOND = 20;
const ALONE = 10;

/**
 * A school expecting 2,000 families in an hour raises its threshold of card checkouts (Settings, "card checkouts
 * per hour", at most 10,000): past the threshold each checkout asks the family's browser for a proof of work,
 * which these families, calling from Node, do not solve (the flood benchmark times a browser that does).
 */
const GIVING_DAY_LIMITS = { ...defaultPublicLimits, checkoutsPerHour: settingsLimits.maxCheckoutsPerHour };

const amountOf = (family: number) => 10 + (family % 90);
const emailOf = (family: number) => `family${family}@example.com`;

async function checkout(family: number): Promise<{ ms: number; started: Started }> {
  const begun = performance.now();
  const answer = await postApi<Started>(
    '/api/checkout/donation',
    donationBody({ amount: amountOf(family), email: emailOf(family), parent_name: `Family ${family}` }),
  );
  if (answer.status !== 200)
    throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { ms: performance.now() - begun, started: answer.body };
}

const pause = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** How many MailDev messages each of the families' addresses holds. */
async function receiptsPerFamily(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const message of await mailbox.messages())
    for (const to of message.to) counts.set(to.address, (counts.get(to.address) ?? 0) + 1);
  return counts;
}

export async function bench(): Promise<BenchOutcome> {
  const admin = adminForTests();
  const problems: string[] = [];
  try {
    await clearFirestore();
    await startCampaign(admin, { limits: GIVING_DAY_LIMITS });
    await sandbox.reset();
    await mailbox.clear();
    await sandbox.configure({ latencyMs: STRIPE_LATENCY_MS });

    // Every worker process the emulators may run is started first, the checkout's and the webhook's (each
    // warm-up family pays), as production's instances are warm by the launch email's hour: a worker started cold
    // during the burst may miss the emulator's 30 s to load, and its call is dropped. Then one family alone, one
    // after another.
    const workers = emulatorParallelCalls();
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        const { started } = await checkout(FAMILIES + ALONE + 1 + worker);
        expectDelivered(await sandbox.pay(sessionIdOf(started.url)));
      }),
    );
    const alone: number[] = [];
    for (let turn = 0; turn < ALONE; turn++) {
      const { ms: took } = await checkout(FAMILIES + turn);
      alone.push(took);
    }
    await clearFirestore();
    await startCampaign(admin, { limits: GIVING_DAY_LIMITS });
    await mailbox.clear();

    // The giving day: a family every 50 ms; each pays as soon as Stripe's page opens.
    const underLoad: number[] = [];
    const webhook: number[] = [];
    const failures: string[] = [];
    const begun = performance.now();
    const families = Array.from({ length: FAMILIES }, async (_, family) => {
      await pause(family * (1000 / PER_SECOND));
      try {
        const { ms: took, started } = await checkout(family);
        underLoad.push(took);
        const paid = await sandbox.pay(sessionIdOf(started.url));
        expectDelivered(paid);
        for (const sent of paid.events) webhook.push(sent.deliveries.at(-1)?.ms ?? NaN);
      } catch (error) {
        failures.push(`family ${family}: ${(error as Error).message}`);
      }
    });
    await Promise.all(families);
    const paidMs = performance.now() - begun;
    if (failures.length) problems.push(`${failures.length} families could not give, e.g. ${failures[0]}`);

    const paid = admin.db.collection('donations').where('payment_completed_at', '!=', null);
    const lost = FAMILIES - (await paid.count().get()).data().count;
    await receiptsArrived(admin, FAMILIES, 1_800_000);
    const receiptsMs = performance.now() - begun;
    const inbox = await receiptsPerFamily();
    const twice = [...inbox.values()].filter((count) => count > 1).length;
    const missing = FAMILIES - inbox.size;

    const expected = { raised: 0, families: FAMILIES };
    for (let family = 0; family < FAMILIES; family++) expected.raised += amountOf(family);
    let progress = await shownProgress();
    const exact = await eventually(
      'the public progress exact',
      async () => {
        progress = await shownProgress();
        return progress?.raised === expected.raised && progress.families === expected.families;
      },
      600_000,
    ).catch(() => false);
    const progressMs = performance.now() - begun;
    if (lost) problems.push(`${lost} gifts lost (records not paid)`);
    if (twice || missing) problems.push(`${twice} families received two receipts or more, ${missing} none`);
    if (!exact)
      problems.push(
        `the progress reads ${progress ? `${progress.raised} from ${progress.families} families` : 'no campaign'}, not ${expected.raised} from ${expected.families}`,
      );

    return {
      ok: problems.length === 0,
      lines: [
        ...problems.map((problem) => `!!! ${problem}`),
        `${FAMILIES} families at ${PER_SECOND} a second, each checkout then paid through the sandbox; Stripe's calls answered after ${STRIPE_LATENCY_MS} ms; each Functions emulator runs ${workers} calls at once (HOPE_EMULATOR_PARALLEL)`,
        `checkout request to Stripe session URL under the giving day: p50 ${ms(median(underLoad))}, p95 ${ms(percentile(underLoad, 95))}`,
        `floor, the same run: one family alone: median ${ms(median(alone))} of ${ALONE}; ratio p50 ${(median(underLoad) / median(alone)).toFixed(2)}x, p95 ${(percentile(underLoad, 95) / median(alone)).toFixed(2)}x`,
        `the webhook's answer to each payment event: p50 ${ms(median(webhook))}, p95 ${ms(percentile(webhook, 95))}, slowest ${ms(Math.max(...webhook))} (Stripe wants it within seconds)`,
        `every family paid after ${ms(paidMs)}; every receipt in MailDev after ${ms(receiptsMs)}; the progress exact after ${ms(progressMs)}`,
        `${lost} lost, ${twice} duplicate receipts, progress ${exact ? 'exact' : 'WRONG'} (${progress?.raised} dollars from ${progress?.families} families)`,
      ],
    };
  } finally {
    await sandbox.configure({ latencyMs: 0 });
    await admin.close();
  }
}
