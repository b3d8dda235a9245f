// Record list benchmark, in Chromium on the emulators with 9,900 donations (see DONATIONS): (1) from a click on Donations in
// the sidebar (signed in, data live) to the list shown; the same from a full page load; (2) a keystroke in the
// search box to the updated rows, p95 over 50 keystrokes. Export CSV of all fields is measured by
// records-export.bench.ts on the same data size.
import { applyDonationFilters, defaultDonationSort, emptyDonationFilters } from '@hope/domain/lists';
import { DONATIONS_COLLECTION } from '@hope/domain/records';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/chromium';
import { benchPage, callInPage as call, readInPage as read } from './bench-page';
import type { BenchOutcome } from './bench-types';
import { signOutEndingStream } from '../support/admin-session';
import { adminForTests, clearFirestore } from '../support/emulators';
import { recordsForTests, writeRecords } from '../e2e/records-list.fixtures';
import { STALL_MS, signedInLoad, type StallCount } from './signed-in-load';
import { median, ms, percentile } from './stats';
import { defaultTimeZone } from '@hope/domain/settings';

/*
 * 9,900, not the 10,000 asked for: the Firestore emulator (1.19.9) aborts a listen channel holding more than
 * 10,001 pending messages ('too many pending messagings in the back channel'), one per document on the first
 * snapshot, so a listener over 10,000 documents never gets its data on the emulator. Firestore itself has no
 * such cap.
 */
const DONATIONS = 9_900;
const NAVIGATION_RUNS = 7;
const LOAD_RUNS = 3;
const KEYSTROKES = 50;
const TARGET_RENDER_MS = 1000;
const TARGET_KEYSTROKE_P95_MS = 50;
const FULL_COUNT = `${DONATIONS} of ${DONATIONS} donations`;

/*
 * In-page stamps (performance.now of the page): `armShown` resolves when the count text reads `text` and a
 * table row is on screen, after the frame that shows them; `armKeystroke` from the next keydown to the count
 * text changing (the rows change in the same commit), again after that frame.
 */
function installWatches(): void {
  const page = window as unknown as Record<string, unknown>;
  const countText = () => document.querySelector('.record-count')?.textContent ?? '';
  const afterFrame = (resolve: (at: number) => void) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
  page.armShown = (text: string) => {
    page.shown = new Promise<number>((resolve) => {
      const done = () => countText() === text && document.querySelector('tbody tr td') !== null;
      if (done()) return afterFrame(resolve);
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        afterFrame(resolve);
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  };
  page.armKeystroke = () => {
    const before = countText();
    page.keystroke = new Promise<number>((resolve) => {
      let pressedAt = 0;
      document.addEventListener('keydown', () => (pressedAt = performance.now()), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        if (countText() === before) return;
        observer.disconnect();
        afterFrame((at) => resolve(at - pressedAt));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  };
}

/** Sidebar click on Donations, from the dashboard, to the full list shown. */
async function navigationTimes(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < NAVIGATION_RUNS; run++) {
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor({ timeout: 60_000 });
    await call(page, 'armShown', FULL_COUNT);
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole('link', { name: 'Donations' }).click();
    times.push((await read(page, 'shown')) - clickedAt);
  }
  return times;
}

/** The full list on screen: when it showed (performance.now of the page, whose origin is the navigation's start). */
async function fullListShownAt(page: Page): Promise<number> {
  await page.waitForFunction(() => 'armShown' in window);
  await call(page, 'armShown', FULL_COUNT);
  return read(page, 'shown');
}

/**
 * Full loads of /admin/donations (session restored, every document read from the emulator) to the list, each
 * from a tab with no listen stream (see signedInLoad); the stream of the screen before is ended first.
 */
async function loadTimes(page: Page, stalls: StallCount): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < LOAD_RUNS; run++) {
    await signOutEndingStream(page);
    times.push(await signedInLoad(page, '/admin/donations', fullListShownAt, stalls));
  }
  return times;
}

/** Digits typed and erased: each keystroke changes which parents' e-mail addresses match, so every count moves. */
function keySequence(): string[] {
  const keys: string[] = [];
  for (let digit = 1; keys.length < KEYSTROKES; digit = (digit % 9) + 1)
    keys.push(String(digit), String((digit * 7) % 10), 'Backspace', 'Backspace');
  return keys.slice(0, KEYSTROKES);
}

async function keystrokeTimes(page: Page): Promise<{ times: number[]; query: string }> {
  const search = page.getByRole('searchbox');
  await search.focus();
  const times: number[] = [];
  let query = '';
  for (const key of keySequence()) {
    await call(page, 'armKeystroke');
    await page.keyboard.press(key);
    times.push(await read(page, 'keystroke'));
    query = key === 'Backspace' ? query.slice(0, -1) : query + key;
  }
  return { times, query };
}

export async function bench(): Promise<BenchOutcome> {
  const admin = adminForTests();
  const browser = await launchBrowser();
  try {
    await clearFirestore();
    const { donations } = recordsForTests(DONATIONS, 0, new Date());
    await writeRecords(admin.db, DONATIONS_COLLECTION, donations);
    const page = await benchPage(browser);
    await page.addInitScript(installWatches);
    const stalls = { stalled: 0 };
    const firstLoad = await signedInLoad(page, '/admin/donations', fullListShownAt, stalls);

    const navigation = await navigationTimes(page);
    const { times: keys, query } = await keystrokeTimes(page);
    const expected = applyDonationFilters(
      defaultTimeZone,
      donations,
      emptyDonationFilters(),
      query,
      defaultDonationSort,
      new Date(),
    );
    const finalCount = await page.locator('.record-count').textContent();
    const countOk = finalCount === `${expected.length} of ${DONATIONS} donations`;
    await page.getByRole('searchbox').fill('');
    const loads = await loadTimes(page, stalls);
    await signOutEndingStream(page);

    const lines = [
      `
Record list benchmark (Chromium, built app, Firestore emulator, ${DONATIONS.toLocaleString('en-US')} donations, this machine)
  sidebar click -> list shown (data live)   ${NAVIGATION_RUNS} runs  median ${ms(median(navigation))}  (runs: ${navigation.map(ms).join(', ')}; target < ${TARGET_RENDER_MS} ms)
  full page load -> list shown              ${LOAD_RUNS} runs  median ${ms(median(loads))}  (runs: ${loads.map(ms).join(', ')}; reads every document from the emulator; no target)
                                            after a first load of ${ms(firstLoad)}, not counted; loads that stalled (no data in ${STALL_MS / 1000} s) and were run again: ${stalls.stalled}
  search keystroke -> updated rows          ${KEYSTROKES} keystrokes  p50 ${ms(median(keys))}  p95 ${ms(percentile(keys, 95))}  max ${ms(Math.max(...keys))}  (target p95 < ${TARGET_KEYSTROKE_P95_MS} ms)
  final search '${query}' shows the domain's count: ${countOk ? 'yes' : `NO (${finalCount})`}
  Export CSV of all fields: measured by records-export.bench.ts`,
    ];
    const ok =
      median(navigation) < TARGET_RENDER_MS && percentile(keys, 95) < TARGET_KEYSTROKE_P95_MS && countOk;
    if (!ok) lines.push('A RECORD LIST TARGET WAS MISSED');
    return { lines, ok };
  } finally {
    await browser.close();
    await clearFirestore();
    await admin.close().catch(() => {});
  }
}
