// A family's checkout time during a flood: from the press of Donate Now on the public page (the production web
// build, its /api calls through the local stand-in for Hosting) to Stripe's hosted page (the local sandbox), the
// median of RUNS gifts, in three phases of one run: quiet (the floor); while 2,000 junk checkouts from 800
// forged addresses hit the function's own address (each asked for a challenge); and during the same flood once
// the hour's total of all clients is past its threshold, so the family's page must solve a challenge first.
// Every Stripe call is answered after 250 ms, as Stripe's network would (the sandbox's latency).
import { defaultSettings, SETTINGS_PATH } from '@hope/domain/settings';
import type { Browser } from 'playwright-core';
import { donationBody, postApi } from '../support/api';
import { launchBrowser } from '../support/chromium';
import { adminForTests, clearFirestore } from '../support/emulators';
import { burst, directCall, forgedAddress } from '../support/flood';
import { addStudents, openGivingForm } from '../support/public-forms';
import { sandbox } from '../support/sandbox';
import { throughSite } from '../support/step-up';
import type { BenchOutcome } from './bench-types';
import { STRIPE_LATENCY_MS } from './giving-day-payout.bench';
import { median, ms } from './stats';

const RUNS = 5;
const FLOOD_CALLS = 2000;
/** Each junk call claims two forged addresses: 400 calls apart, the same two again (800 in all). */
const FLOOD_ADDRESS_PAIRS = 400;
const FLOOD_IN_FLIGHT = 40;
/** A family that waits more than this many times the quiet median during the flood is a regression. */
const TARGET_RATIO = 2;

/** One family's gift: the form filled, then the time from Donate Now to Stripe's page. */
async function familyCheckout(browser: Browser): Promise<number> {
  const page = await openGivingForm(browser, 'Donate');
  try {
    await page.getByLabel('Donation Amount').fill('50');
    await page.getByLabel('Parent Name').fill('Bench Family');
    await page.getByLabel('Email Address').fill('bench.family@example.com');
    await addStudents(page, [{ name: 'Bo Lee', gradeTeacher: defaultSettings.classes[0]!.label }]);
    const started = performance.now();
    await page.getByRole('button', { name: 'Donate Now' }).click();
    await page.waitForURL(/:12111\/pay\//, { timeout: 60_000 });
    return performance.now() - started;
  } finally {
    await page.context().close();
  }
}

/** 2,000 junk checkouts at the function's own address; resolves with their statuses once all are answered. */
function junkFlood(): Promise<Record<number, number>> {
  return burst(FLOOD_CALLS, FLOOD_IN_FLIGHT, (index) =>
    directCall('/api/checkout/donation', index % FLOOD_ADDRESS_PAIRS, { body: donationBody() }),
  );
}

async function phase(browser: Browser, flooded: boolean) {
  const times: number[] = [];
  const floods: Record<number, number>[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const flood = flooded ? junkFlood() : null;
    // The family presses Donate Now while the flood is in full flow.
    if (flood) await new Promise((resolve) => setTimeout(resolve, 500));
    times.push(await familyCheckout(browser));
    if (flood) floods.push(await flood);
  }
  return { times, floods };
}

/** Saves an hourly threshold of 1 checkout and waits until the functions ask a fresh network for a challenge. */
async function passThreshold(db: ReturnType<typeof adminForTests>['db']): Promise<void> {
  const limits = { ...defaultSettings.limits, checkoutsPerHour: 1 };
  await db
    .doc(SETTINGS_PATH)
    .set({ ...defaultSettings, limits, revision: 1, updated_at: new Date().toISOString() });
  const deadline = Date.now() + 60_000;
  for (let call = 0; Date.now() < deadline; call += 1) {
    const answer = await postApi('/api/checkout/donation', donationBody(), {
      headers: throughSite(forgedAddress(60_000 + call)),
    });
    if (answer.status === 429) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The functions never asked for a challenge past a threshold of 1');
}

export async function bench(): Promise<BenchOutcome> {
  const admin = adminForTests();
  const browser = await launchBrowser();
  try {
    await clearFirestore();
    await sandbox.reset();
    await sandbox.configure({ latencyMs: STRIPE_LATENCY_MS });
    // Warm up the page, the function and the sandbox once.
    await familyCheckout(browser);
    const quiet = await phase(browser, false);
    const flooded = await phase(browser, true);
    await passThreshold(admin.db);
    const challenged = await phase(browser, true);
    await admin.db.doc(SETTINGS_PATH).delete();

    const floor = median(quiet.times);
    const ratio = median(flooded.times) / floor;
    const junk = [...flooded.floods, ...challenged.floods];
    const allChallenged = junk.every((statuses) => statuses[429] === FLOOD_CALLS);
    const row = (name: string, times: number[]) =>
      `  ${name.padEnd(34)} median ${ms(median(times))}   (runs ${times.map((time) => ms(time)).join(', ')})`;
    const lines = [
      `
A family's checkout during a flood (public page built for production, Functions + Firestore emulators, local Stripe sandbox answering after ${STRIPE_LATENCY_MS} ms, this machine)
  from Donate Now to Stripe's page, median of ${RUNS} gifts per phase
${row('quiet (floor)', quiet.times)}
${row(`${FLOOD_CALLS} junk calls, 800 addresses`, flooded.times)}
${row('same, and a challenge to solve', challenged.times)}
  flooded / floor   ${ratio.toFixed(2)} (target < ${TARGET_RATIO})
  junk answers      ${junk.length} floods of ${FLOOD_CALLS}: ${allChallenged ? 'every call asked for a challenge (429), none let through' : JSON.stringify(junk)}`,
    ];
    return { lines, ok: ratio < TARGET_RATIO && allChallenged };
  } finally {
    await sandbox.configure({ latencyMs: 0 });
    await browser.close();
    await admin.close();
  }
}
