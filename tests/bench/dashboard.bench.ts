// Dashboard benchmark, in Chromium on the emulators: (1) time from opening /admin/dashboard to the figures
// shown with 5,000 donations and 500 partners; (2) live-update latency from an Admin SDK write to the new
// figure in the dashboard's DOM, over 50 writes, with that data set and with the demo-sized one.
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION, computeDashboard, formatCurrency } from '@hope/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/chromium';
import { benchPage } from './bench-page';
import type { BenchOutcome } from './bench-types';
import { signInAsAdmin, signInWithoutListening, signOutEndingStream } from '../support/admin-session';
import { donationDocs, partnerDocs, readBackOfficeRecords, writeDocs } from '../support/back-office-records';
import { adminForTests, clearFirestore, urls } from '../support/emulators';
import { median, ms, percentile } from './stats';

const LOAD_RUNS = 5;
/** Loads before the measured ones: the browser compiles and caches the app's code, the emulator warms up. */
const WARM_UP_LOADS = 1;
const WRITES = 50;
/** Writes before the measured ones, each also waited for on the page: the emulator's code warms up. */
const WARM_UP_WRITES = 10;
const TARGET_LOAD_MS = 1500;
const TARGET_P95_MS = 100;
const STALL_MS = 15_000;
const MAX_STALLS = 3;
/** The figure watched: the Total Pledged Amount card's value (its heading has this id). */
const FIGURE_HEADING_ID = 'figure-total-pledged-amount';

async function expectedTotalText(db: Firestore): Promise<string> {
  const { donations, partners } = await readBackOfficeRecords(db);
  return formatCurrency(computeDashboard(donations, partners, new Date()).totalPledged);
}

/*
 * Both clocks are epoch milliseconds from the same system clock: the page's performance.timeOrigin + now()
 * and Node's. The page stamps the moment a MutationObserver sees the figure's text become the expected one.
 * The watcher is installed before the app's scripts run, on every load, and armed through sessionStorage
 * (which survives navigation in the tab), so a full page load is watched from its very start.
 */
function installFigureWatch(id: string): void {
  const state = window as unknown as {
    armFigureWatch: (text: string) => void;
    figureShownAt?: Promise<number>;
  };
  state.armFigureWatch = (text) => {
    state.figureShownAt = new Promise<number>((resolve) => {
      const valueOf = () => document.getElementById(id)?.closest('section')?.querySelector('p')?.textContent;
      const check = () => {
        if (valueOf() !== text) return false;
        resolve(performance.timeOrigin + performance.now());
        return true;
      };
      if (check()) return;
      const observer = new MutationObserver(() => check() && observer.disconnect());
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    });
  };
  const pending = sessionStorage.getItem('bench-expected-figure');
  if (pending !== null) state.armFigureWatch(pending);
}

async function armFigureWatch(page: Page, text: string): Promise<void> {
  await page.evaluate((text) => {
    (window as unknown as { armFigureWatch: (text: string) => void }).armFigureWatch(text);
  }, text);
}

/** When the armed figure showed; fails after `timeoutMs`, saying what the card shows instead. */
async function figureShownAt(page: Page, timeoutMs = 30_000): Promise<number> {
  await page.waitForFunction(() => 'figureShownAt' in window);
  return page.evaluate(
    ({ id, timeoutMs }) =>
      Promise.race([
        (window as unknown as { figureShownAt: Promise<number> }).figureShownAt,
        new Promise<number>((_, reject) =>
          setTimeout(() => {
            const shown =
              document.getElementById(id)?.closest('section')?.textContent ?? document.body.innerText;
            reject(new Error(`the expected figure never showed; the page shows: ${shown.slice(0, 300)}`));
          }, timeoutMs),
        ),
      ]),
    { id: FIGURE_HEADING_ID, timeoutMs },
  );
}

interface LoadTimes {
  times: number[];
  warmUp: number[];
  /** Loads whose listen channel the emulator aborted (see below); each was run again. */
  stalled: number;
}

/*
 * Opening /admin/dashboard (signed in, in the same tab) until the expected total is on screen. Each load
 * starts from a tab that holds the session but has no listen stream on the emulator, and all but the last
 * end their stream by signing out: a stream left behind would be sent every later write (see
 * signOutEndingStream). The Firestore emulator has no flow control: when the page reads its first 5,500
 * documents more slowly than the emulator sends them, more than 10,000 messages wait in the channel, the
 * emulator aborts it ("too many pending messagings in the back channel") and the page waits forever.
 * Production Firestore paces the stream. Such a load is counted, reported and run again, at most MAX_STALLS
 * times. The first WARM_UP_LOADS loads are reported apart. The last load leaves the dashboard open.
 */
async function loadTimes(page: Page, expected: string): Promise<LoadTimes> {
  const result: LoadTimes = { times: [], warmUp: [], stalled: 0 };
  for (;;) {
    await signInWithoutListening(page);
    await page.evaluate((text) => sessionStorage.setItem('bench-expected-figure', text), expected);
    await page.goto(`${urls.web}/admin/dashboard`, { waitUntil: 'commit' });
    try {
      const shownAt = await figureShownAt(page, STALL_MS);
      const time = shownAt - (await page.evaluate(() => performance.timeOrigin));
      (result.warmUp.length < WARM_UP_LOADS ? result.warmUp : result.times).push(time);
    } catch (error) {
      if (++result.stalled > MAX_STALLS) throw error;
      console.log(`  (a load stalled: ${(error as Error).message.slice(0, 300)})`);
    }
    await page.evaluate(() => sessionStorage.removeItem('bench-expected-figure'));
    if (result.times.length === LOAD_RUNS) return result;
    await signOutEndingStream(page);
  }
}

interface Latencies {
  /** Admin SDK write -> the new total in the dashboard's DOM. */
  page: number[];
  /** The same write -> an Admin SDK listener in Node sees it: the emulator's own round trip, for comparison. */
  emulator: number[];
}

/**
 * WRITES one-time donations written one after another, after WARM_UP_WRITES that are not counted; each waits
 * for the new total in the DOM (and, with `withNodeListener`, for an Admin SDK listener in Node to see the
 * write). The page is already showing the dashboard with every record loaded.
 */
async function updateLatencies(page: Page, db: Firestore, withNodeListener: boolean): Promise<Latencies> {
  const { donations, partners } = await readBackOfficeRecords(db);
  let total = computeDashboard(donations, partners, new Date()).totalPledged;
  await armFigureWatch(page, formatCurrency(total));
  await figureShownAt(page);
  const seenAt = new Map<string, number>();
  const stop = withNodeListener
    ? db.collection(DONATIONS_COLLECTION).onSnapshot((snapshot) => {
        const now = performance.timeOrigin + performance.now();
        for (const change of snapshot.docChanges()) seenAt.set(change.doc.id, now);
      })
    : () => {};
  const latencies: Latencies = { page: [], emulator: [] };
  try {
    for (let index = -WARM_UP_WRITES; index < WRITES; index++) {
      const amount = 20 + index + (Math.abs(index) % 7) / 100;
      const [doc] = donationDocs(1, new Date(), {
        donation_type: 'one_time',
        donation_amount: amount,
        total_pledged_amt: amount,
        net_payment: null,
      });
      total = Math.round((total + amount) * 100) / 100;
      await armFigureWatch(page, formatCurrency(total));
      const ref = db.collection(DONATIONS_COLLECTION).doc();
      const writtenAt = await timedSet(ref, doc!);
      const shownAt = await figureShownAt(page);
      if (withNodeListener)
        while (!seenAt.has(ref.id)) await new Promise((resolve) => setTimeout(resolve, 5));
      if (index < 0) continue;
      latencies.page.push(shownAt - writtenAt);
      if (withNodeListener) latencies.emulator.push(seenAt.get(ref.id)! - writtenAt);
    }
  } finally {
    stop();
  }
  return latencies;
}

/**
 * Writes and returns when the write was sent. The emulator now and then answers a write on a database with an
 * open listener "CANCELLED: call already cancelled" without applying it; that write is sent again and timed
 * from then.
 */
async function timedSet(ref: DocumentReference, doc: object): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const writtenAt = performance.timeOrigin + performance.now();
    try {
      await ref.set(doc);
      return writtenAt;
    } catch (error) {
      if ((error as { code?: number }).code !== 1 || attempt === 3) throw error;
      console.log(`  (the emulator cancelled a write; sent again)`);
    }
  }
}

export async function bench(): Promise<BenchOutcome> {
  const admin = adminForTests();
  const browser = await launchBrowser();
  try {
    await clearFirestore();
    await writeDocs(admin.db, DONATIONS_COLLECTION, donationDocs(36));
    await writeDocs(admin.db, PARTNERS_COLLECTION, partnerDocs(12));
    const page = await benchPage(browser);
    await page.addInitScript(installFigureWatch, FIGURE_HEADING_ID);
    await signInAsAdmin(page);
    const smallLatency = await updateLatencies(page, admin.db, true);
    console.log(`  (48 records: write-to-DOM p95 ${ms(percentile(smallLatency.page, 95))})`);

    // No page listens while the large data set is written: its 5,500 changes would flood the open channel.
    await signOutEndingStream(page);
    await clearFirestore();
    await writeDocs(admin.db, DONATIONS_COLLECTION, donationDocs(5000));
    await writeDocs(admin.db, PARTNERS_COLLECTION, partnerDocs(500));
    const { times: loads, warmUp, stalled } = await loadTimes(page, await expectedTotalText(admin.db));
    console.log(`  (5,500 records: loads ${loads.map(ms).join(', ')}; stalled ${stalled})`);
    // The last load left the dashboard open with every record: the writes follow on that page.
    const largeLatency = await updateLatencies(page, admin.db, false);
    await signOutEndingStream(page);

    const lines = [
      `
Dashboard benchmark (Chromium, built app, Firestore emulator, this machine)
  open /admin/dashboard -> figures shown   5,000 donations + 500 partners, signed in, ${LOAD_RUNS} runs
                                           median ${ms(median(loads))}  (runs: ${loads.map(ms).join(', ')}; target < ${TARGET_LOAD_MS} ms)
                                           after ${WARM_UP_LOADS} warm-up load (${warmUp.map(ms).join(', ')}, not counted)
                                           loads the emulator aborted and that were run again: ${stalled}
  Admin SDK write -> new figure in DOM     ${WRITES} writes, 48 records       p50 ${ms(median(smallLatency.page))}  p95 ${ms(percentile(smallLatency.page, 95))}  (target p95 < ${TARGET_P95_MS} ms)
                                           ${WRITES} writes, 5,500 records    p50 ${ms(median(largeLatency.page))}  p95 ${ms(percentile(largeLatency.page, 95))}
  the emulator's own round trip            (an Admin SDK listener in Node, same writes)
                                           48 records     p50 ${ms(median(smallLatency.emulator))}  p95 ${ms(percentile(smallLatency.emulator, 95))}`,
    ];
    // The latency target is checked at the demo size. The emulator answers each write to a listened collection
    // with a RESET of the target and every document again, at any size (seen in the SDK's debug log: 5,001
    // documents for one new donation at 5,000), so the 5,500-record figure measures the emulator's full resend.
    lines.push(
      '  (the Firestore emulator resends the whole collection after each write; production Firestore sends the changed document)',
    );
    const ok = median(loads) < TARGET_LOAD_MS && percentile(smallLatency.page, 95) < TARGET_P95_MS;
    if (!ok) lines.push('A DASHBOARD TARGET WAS MISSED');
    return { lines, ok };
  } finally {
    await browser.close();
    await clearFirestore();
    await admin.close().catch(() => {});
  }
}
