// Dashboard benchmark, in Chromium on the emulators: (1) time from opening /admin/dashboard to the figures
// shown with 5,000 donations and 500 partners; (2) live-update latency from an Admin SDK write to the new
// figure in the dashboard's DOM, over 50 writes, with that data set and with the demo-sized one.
import { computeDashboard } from '@hope/domain/dashboard';
import { formatCurrency } from '@hope/domain/money';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/chromium';
import { benchPage } from './bench-page';
import {
  FIGURE_HEADING_ID,
  armFigureWatch,
  expectedTotalText,
  figureShownAt,
  installFigureWatch,
  loadTimes,
} from './dashboard-load';
import { serveListenerOnly, type ListenerOnly } from './listener-only';
import { STALL_MS } from './signed-in-load';
import type { BenchOutcome } from './bench-types';
import { signInAsAdmin, signOutEndingStream } from '../support/admin-session';
import { donationDocs, partnerDocs, readBackOfficeRecords, writeDocs } from '../support/back-office-records';
import { adminForTests, clearFirestore } from '../support/emulators';
import { median, ms, percentile } from './stats';
import { defaultTimeZone } from '@hope/domain/settings';

const LOAD_RUNS = 5;
/** Loads before the measured ones: the browser compiles and caches the app's code, the emulator warms up. */
const WARM_UP_LOADS = 1;
const WRITES = 50;
/** At the demo size the dashboard and the listener-only page take turns, each writing WRITES / BLOCKS at a time. */
const BLOCKS = 5;
/** Writes before the measured ones, each also waited for on the page: the emulator's code warms up. */
const WARM_UP_WRITES = 10;
/** Writes not counted after each later page load: the page's own code warms up. */
const WARM_UP_WRITES_PER_BLOCK = 2;
const TARGET_LOAD_MS = 1500;
const TARGET_P95_MS = 100;

interface Latencies {
  /** Admin SDK write -> the page saw it (the new total in the dashboard's DOM, or the listener-only page's snapshot). */
  page: number[];
  /** The same write -> an Admin SDK listener in Node sees it: the emulator's own round trip, for comparison. */
  emulator: number[];
  /** Writes the emulator failed, sent again and not timed (see timedSet). */
  failed: number;
}

/** How a page shows a write: armed before it with the amount written, then asked when the write showed. */
interface WriteWatch {
  arm(amount: number): Promise<void>;
  shownAt(id: string): Promise<number>;
}

/** The dashboard's Total Pledged Amount card: once it shows today's total, each write's new total. */
async function dashboardWatch(page: Page, db: Firestore): Promise<WriteWatch> {
  const { donations, partners } = await readBackOfficeRecords(db);
  let total = computeDashboard(defaultTimeZone, donations, partners, new Date()).totalPledged;
  await armFigureWatch(page, formatCurrency(total));
  await figureShownAt(page);
  return {
    async arm(amount) {
      total = Math.round((total + amount) * 100) / 100;
      await armFigureWatch(page, formatCurrency(total));
    },
    shownAt: () => figureShownAt(page),
  };
}

/**
 * `writes` one-time donations written one after another, after `warmUp` that are not counted; each waits until
 * the page shows it (and, with `withNodeListener`, until an Admin SDK listener in Node sees it).
 */
async function updateLatencies(
  watch: WriteWatch,
  db: Firestore,
  withNodeListener: boolean,
  { writes, warmUp } = { writes: WRITES, warmUp: WARM_UP_WRITES },
): Promise<Latencies> {
  const seenAt = new Map<string, number>();
  const stop = withNodeListener
    ? db.collection(DONATIONS_COLLECTION).onSnapshot((snapshot) => {
        const now = performance.timeOrigin + performance.now();
        for (const change of snapshot.docChanges()) seenAt.set(change.doc.id, now);
      })
    : () => {};
  const latencies: Latencies = { page: [], emulator: [], failed: 0 };
  try {
    for (let index = -warmUp; index < writes; index++) {
      const amount = 30 + index + (Math.abs(index) % 7) / 100;
      const [doc] = donationDocs(1, new Date(), {
        donation_type: 'one_time',
        donation_amount: amount,
        total_pledged_amt: amount,
        net_payment: null,
      });
      await watch.arm(amount);
      const ref = db.collection(DONATIONS_COLLECTION).doc();
      const writtenAt = await timedSet(ref, doc!);
      const shownAt = await watch.shownAt(ref.id);
      if (withNodeListener)
        while (!seenAt.has(ref.id)) await new Promise((resolve) => setTimeout(resolve, 5));
      if (writtenAt === null) latencies.failed++;
      if (index < 0 || writtenAt === null) continue;
      latencies.page.push(shownAt - writtenAt);
      if (withNodeListener) latencies.emulator.push(seenAt.get(ref.id)! - writtenAt);
    }
  } finally {
    stop();
  }
  return latencies;
}

/**
 * Write latency at the demo size (48 records growing by WRITES), for the dashboard and for the listener-only
 * page in turns of WRITES / BLOCKS writes, so that both meet the same moments of this machine. Each turn
 * starts from a fresh load of its page; the other page's stream is ended meanwhile. Ends signed out.
 */
async function demoSizeLatencies(page: Page, db: Firestore, listenerOnly: ListenerOnly) {
  const dashboard: Latencies = { page: [], emulator: [], failed: 0 };
  const floor: Latencies = { page: [], emulator: [], failed: 0 };
  const add = (to: Latencies, from: Latencies) => {
    to.page.push(...from.page);
    to.emulator.push(...from.emulator);
    to.failed += from.failed;
  };
  for (let block = 0; block < BLOCKS; block++) {
    const turn = { writes: WRITES / BLOCKS, warmUp: block === 0 ? WARM_UP_WRITES : WARM_UP_WRITES_PER_BLOCK };
    await signInAsAdmin(page);
    add(dashboard, await updateLatencies(await dashboardWatch(page, db), db, true, turn));
    await signOutEndingStream(page);
    await listenerOnly.load();
    add(floor, await updateLatencies({ arm: async () => {}, shownAt: listenerOnly.seenAt }, db, true, turn));
    await listenerOnly.stop();
  }
  return { dashboard, floor };
}

/**
 * Writes and returns when the write was sent, or null when the emulator failed it and it was sent again. The
 * emulator now and then fails a write while it tears down a listen stream that a page has just ended:
 * "CANCELLED: call already cancelled", or "UNKNOWN" after an IllegalStateException ("Stream is already
 * completed") in its firestore-debug.log, with or without applying it. A set of the same document is safe to
 * repeat; such a write is not timed, as it is unknown which attempt the page saw.
 */
async function timedSet(ref: DocumentReference, doc: object): Promise<number | null> {
  for (let attempt = 1; ; attempt++) {
    const writtenAt = performance.timeOrigin + performance.now();
    try {
      await ref.set(doc);
      return attempt === 1 ? writtenAt : null;
    } catch (error) {
      const code = (error as { code?: number }).code;
      if ((code !== 1 && code !== 2) || attempt === 3) throw error;
    }
  }
}

const p50p95 = (times: number[]) => `p50 ${ms(median(times))}  p95 ${ms(percentile(times, 95))}`;

export async function bench(): Promise<BenchOutcome> {
  const admin = adminForTests();
  const browser = await launchBrowser();
  const listenerOnly = await serveListenerOnly(browser).catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  try {
    await clearFirestore();
    await writeDocs(admin.db, DONATIONS_COLLECTION, donationDocs(36));
    await writeDocs(admin.db, PARTNERS_COLLECTION, partnerDocs(12));
    const page = await benchPage(browser);
    await page.addInitScript(installFigureWatch, FIGURE_HEADING_ID);
    const { dashboard: smallLatency, floor: controlLatency } = await demoSizeLatencies(
      page,
      admin.db,
      listenerOnly,
    );
    console.log(`  (48 records: write-to-DOM p95 ${ms(percentile(smallLatency.page, 95))})`);

    // No page listens while the large data set is written: its 5,500 changes would flood the open channel.
    await clearFirestore();
    await writeDocs(admin.db, DONATIONS_COLLECTION, donationDocs(5000));
    await writeDocs(admin.db, PARTNERS_COLLECTION, partnerDocs(500));
    const loads = await loadTimes(page, await expectedTotalText(admin.db), listenerOnly, {
      runs: LOAD_RUNS,
      warmUps: WARM_UP_LOADS,
    });
    console.log(`  (5,500 records: loads ${loads.times.map(ms).join(', ')}; stalled ${loads.stalled})`);
    // The last load left the dashboard open with every record: the writes follow on that page.
    const largeLatency = await updateLatencies(await dashboardWatch(page, admin.db), admin.db, false);
    await signOutEndingStream(page);
    const controlLoads = loads.listenerOnly;

    const lines = [
      `
Dashboard benchmark (Chromium, built app, Firestore emulator, this machine)
  open /admin/dashboard -> figures shown   5,000 donations + 500 partners, signed in, ${LOAD_RUNS} runs
                                           median ${ms(median(loads.times))}  (runs: ${loads.times.map(ms).join(', ')}; target < ${TARGET_LOAD_MS} ms)
                                           after ${WARM_UP_LOADS} warm-up load (${loads.warmUp.map(ms).join(', ')}, not counted)
                                           loads of either page that stalled (no data in ${STALL_MS / 1000} s) and were run again: ${loads.stalled}
    the floor: the SDK's listeners alone   median ${ms(median(controlLoads))}  (runs: ${controlLoads.map(ms).join(', ')}; warm-up ${loads.listenerOnlyWarmUp.map(ms).join(', ')})
  Admin SDK write -> new figure in DOM     ${smallLatency.page.length} writes, 48 records       ${p50p95(smallLatency.page)}  (target p95 < ${TARGET_P95_MS} ms)
                                           ${largeLatency.page.length} writes, 5,500 records    ${p50p95(largeLatency.page)}
    the floor: the SDK's listeners alone   ${controlLatency.page.length} writes, 48 records       ${p50p95(controlLatency.page)}
  the emulator's own round trip            (an Admin SDK listener in Node, same writes)
                                           48 records, dashboard open          ${p50p95(smallLatency.emulator)}
                                           48 records, listeners alone open    ${p50p95(controlLatency.emulator)}`,
      "  (the floor: a page with nothing but the Firebase SDK's two listeners on the same emulator, data and browser,",
      `   measured in turns with the dashboard, ${BLOCKS} turns of ${WRITES / BLOCKS} writes each; see tests/bench/listener-only)`,
    ];
    // The latency target is checked at the demo size. The emulator answers each write to a listened collection
    // with a RESET of the target and every document again, at any size (seen in the SDK's debug log: 5,001
    // documents for one new donation at 5,000), so the 5,500-record figure measures the emulator's full resend.
    lines.push(
      '  (the Firestore emulator resends the whole collection after each write; production Firestore sends the changed document)',
      `  (writes the emulator failed, sent again and not counted: ${smallLatency.failed + controlLatency.failed + largeLatency.failed})`,
    );
    // A target the floor misses as well on this machine is reported, not failed: the app cannot beat its floor.
    const verdicts = [
      { what: 'load', value: median(loads.times), floor: median(controlLoads), target: TARGET_LOAD_MS },
      {
        what: 'write-to-DOM p95',
        value: percentile(smallLatency.page, 95),
        floor: percentile(controlLatency.page, 95),
        target: TARGET_P95_MS,
      },
    ];
    let ok = true;
    for (const { what, value, floor, target } of verdicts) {
      if (value < target) continue;
      if (floor >= target)
        lines.push(
          `  ${what}: target missed, as the floor misses it on this machine (${ms(floor)}): not failed`,
        );
      else {
        ok = false;
        lines.push(`  ${what}: target missed while the floor meets it (${ms(floor)})`);
      }
    }
    if (!ok) lines.push('A DASHBOARD TARGET WAS MISSED');
    return { lines, ok };
  } finally {
    await listenerOnly.close();
    await browser.close();
    await clearFirestore();
    await admin.close().catch(() => {});
  }
}
