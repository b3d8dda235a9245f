// A giving day's burst, on the emulators: 400 one-time card gifts started 20 a second, each written as the
// checkout and the webhook write it (pending, its Checkout session, paid, the charge's fee and net: 1,600 record
// writes through the domain's builders and transitions, tests/support/webhook-gifts.ts; no history entries, so
// no receipts run beside). Measured: from the commit of the burst's last write until GET /api/progress (the
// function itself, no cache) shows exactly what the domain computes over every record; beside the floor, an
// Admin SDK listener seeing that last write. Median of 3 bursts into the same campaign. Also the busiest progress
// document's writes during a burst (a paid gift moves its campaign's figures once: one write of its shard, or of
// the campaign's single aggregate in a build before shards), which the emulator does not limit and Firestore
// does (about one a second). Run against a stack of another build (the single aggregate of an earlier commit)
// the same way, it measures that build.
import { aggregateOf, PROGRESS_COLLECTION, publicProgress, shardOf } from '@hope/domain/progress';
import { cpus, loadavg } from 'node:os';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import { defaultTimeZone, type schoolYearCampaign } from '@hope/domain/settings';
import type { BenchOutcome } from './bench-types';
import { adminForTests, clearFirestore } from '../support/emulators';
import { cardGift, writeInOrder } from '../support/webhook-gifts';
import { startCampaign, shownProgress } from './running-campaign';
import { median, ms } from './stats';

const GIFTS = 400;
const PER_SECOND = 20;
const RUNS = 3;
const POLL_MS = 50;
const WAIT_MS = 10 * 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The public figures GET /api/progress shows (the class leaderboard beside them left out), as text. */
const shown = async (): Promise<string> => {
  const progress = await shownProgress();
  return progress ? JSON.stringify(progress) : '';
};

type Admin = ReturnType<typeof adminForTests>;

/** What the progress must show: the domain's figures over every record now in Firestore. */
async function expected(admin: Admin, campaign: ReturnType<typeof schoolYearCampaign>): Promise<string> {
  const records = await Promise.all(
    [DONATIONS_COLLECTION, PARTNERS_COLLECTION].map(async (collection) =>
      (await admin.db.collection(collection).get()).docs.map((doc) => ({
        collection,
        record: doc.data() as never,
      })),
    ),
  );
  return JSON.stringify(
    publicProgress(
      aggregateOf(defaultTimeZone, campaign.id, records.flat(), [campaign], new Date()),
      campaign,
    ),
  );
}

interface Burst {
  writeSeconds: number;
  exactMs: number;
  floorMs: number;
  /** Writes of the busiest progress document during the burst. */
  busiest: number;
  /** The machine's load average (1 minute) when the burst started: the emulators share its cores. */
  load: number;
}

/** The most writes one progress document took in the burst: one per gift, in its shard or in the one aggregate. */
async function busiestDocument(admin: Admin, campaignId: string, ids: string[]): Promise<number> {
  const sharded =
    (await admin.db.doc(`${PROGRESS_COLLECTION}/${campaignId}`).get()).get('shards') !== undefined;
  if (!sharded) return ids.length;
  const perShard = new Map<number, number>();
  for (const id of ids)
    perShard.set(shardOf('donations', id), (perShard.get(shardOf('donations', id)) ?? 0) + 1);
  return Math.max(...perShard.values());
}

async function burst(
  admin: Admin,
  campaign: ReturnType<typeof schoolYearCampaign>,
  run: number,
): Promise<Burst> {
  const load = loadavg()[0]!;
  const started = Date.now();
  const gifts = Array.from({ length: GIFTS }, (_, index) =>
    cardGift(admin.db, index, {
      amount: 20 + ((index * 7) % 180),
      email: `family${run}-${index % 300}@example.com`,
    }),
  );
  const last = gifts.at(-1)!;
  // The floor: a listener on the burst's last record, seeing its last write.
  let seenAt = 0;
  let stop = () => {};
  const seen = new Promise<void>((resolve) => {
    stop = last.ref.onSnapshot((snapshot) => {
      if (snapshot.get('stripe_charges') && Object.values(snapshot.get('stripe_charges') as object)[0]?.net) {
        seenAt = Date.now();
        resolve();
      }
    });
  });
  const commits = await Promise.all(
    gifts.map(async (gift, index) => {
      await pause(started + (index * 1000) / PER_SECOND - Date.now());
      return writeInOrder(gift);
    }),
  );
  const lastCommit = Math.max(...commits);
  const writeSeconds = (Date.now() - started) / 1000;
  await seen;
  stop();
  const lastRecordCommit = commits.at(-1)!;
  const target = await expected(admin, campaign);
  const deadline = Date.now() + WAIT_MS;
  while ((await shown()) !== target) {
    if (Date.now() > deadline)
      throw new Error(`GET /api/progress not exact ${WAIT_MS / 1000} s after the burst`);
    await pause(POLL_MS);
  }
  const exactMs = Date.now() - lastCommit;
  const busiest = await busiestDocument(
    admin,
    campaign.id,
    gifts.map((gift) => gift.ref.id),
  );
  return { writeSeconds, exactMs, floorMs: seenAt - lastRecordCommit, busiest, load };
}

export async function bench(): Promise<BenchOutcome> {
  const admin = adminForTests();
  try {
    await clearFirestore();
    const campaign = await startCampaign(admin);
    await pause(5_000);
    const bursts: Burst[] = [];
    for (let run = 0; run < RUNS; run++) bursts.push(await burst(admin, campaign, run));
    const pick = (key: keyof Burst) => bursts.map((one) => one[key]);
    return {
      ok: true,
      lines: [
        `Progress under a burst (Firestore + Functions emulators): ${GIFTS} one-time gifts started ${PER_SECOND} a second, 4 record writes each, median of ${RUNS}:`,
        `  the burst's writes took                                  ${median(pick('writeSeconds')).toFixed(1)} s (${pick(
          'writeSeconds',
        )
          .map((s) => s.toFixed(1))
          .join(', ')})`,
        `  floor: a listener sees the burst's last write            ${ms(median(pick('floorMs')))} (${pick('floorMs').map(ms).join(', ')})`,
        `  GET /api/progress exact, from the burst's last commit    ${ms(median(pick('exactMs')))} (${pick('exactMs').map(ms).join(', ')})`,
        `  the busiest progress document's writes in the burst      ${median(pick('busiest'))}, ${(median(pick('busiest')) / median(pick('writeSeconds'))).toFixed(1)} a second (Firestore sustains about 1)`,
        `  (the machine's load average as each burst started: ${pick('load')
          .map((load) => load.toFixed(1))
          .join(', ')}, on ${cpus().length} cores)`,
      ],
    };
  } finally {
    await admin.close();
  }
}
