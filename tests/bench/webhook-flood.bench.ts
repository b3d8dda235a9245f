// Webhook under a flood of public calls, on the emulators with the Stripe sandbox: Stripe's deliveries per second
// and their p95 (the time the sandbox waits for the webhook's answer) alone, which is the floor, and while 200
// clients keep health and checkout calls in flight against the public endpoints' function. The flood's
// checkouts come from forged addresses and are past the hour's cap of checkouts, as a flood would be after its
// first minutes. Target: the flood changes the webhook's p95 by less than 20%.
import { defaultSettings, SETTINGS_PATH } from '@hope/domain/settings';
import type { BenchOutcome } from './bench-types';
import { donationBody, postApi } from '../support/api';
import { adminForTests, clearFirestore } from '../support/emulators';
import { forgedAddress, startFlood } from '../support/flood';
import { expectDelivered, sandbox } from '../support/sandbox';
import { ms, percentile } from './stats';

const DELIVERIES = 100;
const IN_FLIGHT = 4;
const FLOOD_CLIENTS = 200;
const WARM_UP = 16;
/** Calls the flood makes before the deliveries start: every worker it needs is started and warm by then. */
const FLOOD_WARM_UP_CALLS = 2 * 200;
const TARGET_RATIO = 1.2;

type Pending = { id: string; sessionId: string };
type Phase = { name: string; delivered: number[]; seconds: number };

/** Pays each pending checkout with IN_FLIGHT deliveries at once; each delivery's wait as the sandbox timed it. */
async function deliver(name: string, pending: Pending[]): Promise<Phase> {
  const delivered: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < pending.length) {
        const { sessionId } = pending[next++]!;
        const sent = await sandbox.pay(sessionId);
        expectDelivered(sent);
        for (const { deliveries } of sent.events) delivered.push(deliveries.at(-1)!.ms!);
      }
    }),
  );
  return { name, delivered, seconds: (performance.now() - started) / 1000 };
}

async function startCheckouts(count: number): Promise<Pending[]> {
  const pending: Pending[] = [];
  for (let index = 0; index < count; index += 1) {
    const { status, body } = await postApi<{ id: string; url: string }>(
      '/api/checkout/donation',
      donationBody(),
    );
    if (status !== 200) throw new Error(`checkout answered ${status}`);
    pending.push({ id: body.id, sessionId: body.url.split('/').pop()! });
  }
  return pending;
}

/** Saves a small hourly cap of checkouts and waits until the functions refuse one (their settings memory expires). */
async function capCheckouts(db: ReturnType<typeof adminForTests>['db']): Promise<void> {
  const limits = { ...defaultSettings.limits, checkoutsPerHour: 1 };
  await db
    .doc(SETTINGS_PATH)
    .set({ ...defaultSettings, limits, revision: 1, updated_at: new Date().toISOString() });
  const deadline = Date.now() + 60_000;
  for (let call = 0; Date.now() < deadline; call += 1) {
    const headers = { 'x-forwarded-for': forgedAddress(60_000 + call) };
    if ((await postApi('/api/checkout/donation', donationBody(), { headers })).status === 429) return;
  }
  throw new Error('the saved cap of checkouts never applied');
}

const line = (phase: Phase) =>
  `${(phase.delivered.length / phase.seconds).toFixed(1)} deliveries/s  p95 ${ms(percentile(phase.delivered, 95))}  median ${ms(percentile(phase.delivered, 50))}`;

export async function bench(): Promise<BenchOutcome> {
  const admin = adminForTests();
  try {
    await clearFirestore();
    await sandbox.reset();
    const pending = await startCheckouts(WARM_UP + 3 * DELIVERIES);
    await deliver('warm-up', pending.slice(0, WARM_UP));
    await capCheckouts(admin.db);

    const phases = [
      pending.slice(WARM_UP, WARM_UP + DELIVERIES),
      pending.slice(WARM_UP + DELIVERIES, WARM_UP + 2 * DELIVERIES),
    ];
    const before = await deliver('alone', phases[0]!);
    const flood = startFlood(FLOOD_CLIENTS);
    await flood.reached(FLOOD_WARM_UP_CALLS);
    const callsBefore = flood.calls();
    const flooded = await deliver('flooded', phases[1]!);
    const callsDuring = flood.calls() - callsBefore;
    const flooding = await flood.stop();
    const after = await deliver('alone', pending.slice(WARM_UP + 2 * DELIVERIES));
    const floor: Phase = {
      name: 'alone',
      delivered: [...before.delivered, ...after.delivered],
      seconds: before.seconds + after.seconds,
    };

    const paid = (await admin.db.collection('donations').where('payments_made', '==', 1).get()).size;
    const ledger = (await admin.db.collection('stripe_events').count().get()).data().count;
    const ratio = percentile(flooded.delivered, 95) / percentile(floor.delivered, 95);
    const floodRate = callsDuring / flooded.seconds;
    const lines = [
      `
Webhook under a flood (Firestore + Functions emulators, local Stripe sandbox, this machine; ${IN_FLIGHT} deliveries in flight)
  alone (floor)        n=${floor.delivered.length}  ${line(floor)}   (before ${ms(percentile(before.delivered, 95))}, after ${ms(percentile(after.delivered, 95))} p95)
  under the flood      n=${flooded.delivered.length}  ${line(flooded)}
  flood                ${FLOOD_CLIENTS} clients, ${callsDuring} public calls during the deliveries (${floodRate.toFixed(0)}/s; answers of all ${flooding.calls}: ${JSON.stringify(flooding.statuses)})
  p95 under the flood / floor   ${ratio.toFixed(2)} (target < ${TARGET_RATIO})
  final state          ${paid} donations paid once, ${ledger} ledger entries (expected ${WARM_UP + 3 * DELIVERIES} each)`,
    ];
    const stateOk = paid === WARM_UP + 3 * DELIVERIES && ledger === WARM_UP + 3 * DELIVERIES;
    const ok = stateOk && ratio < TARGET_RATIO;
    if (!stateOk) lines.push('FINAL STATE IS WRONG');
    if (ratio >= TARGET_RATIO)
      lines.push(`TARGET MISSED: the flood changes the p95 by ${((ratio - 1) * 100).toFixed(0)}%`);
    return { lines, ok };
  } finally {
    await admin.db
      .doc(SETTINGS_PATH)
      .delete()
      .catch(() => {});
    await clearFirestore();
    await admin.close().catch(() => {});
  }
}
