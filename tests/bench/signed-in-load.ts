// A full page load of a back-office screen for a benchmark, with large data on the emulator.
import type { ConsoleMessage, Page, Response } from 'playwright-core';
import { signInWithoutListening, signOutEndingStream } from '../support/admin-session';
import { urls } from '../support/emulators';

/** How long a load may take before it counts as stalled. */
export const STALL_MS = 15_000;
/** Stalled loads tolerated in one benchmark before it fails. */
const MAX_STALLS = 3;

export interface StallCount {
  stalled: number;
}

/*
 * Now and then the Firestore emulator sends a page nothing on its first listen of thousands of documents: the
 * handshake and the back channel are answered, then no data comes within STALL_MS (seen for the dashboard and
 * for the listener-only page alike, with nothing in firestore-debug.log). The emulator also aborts a channel
 * holding more than 10,000 unsent messages ("too many pending messagings in the back channel"). Production
 * Firestore paces its streams. Such a load is counted in `stalls`, reported with what the page logged and
 * asked of Firestore meanwhile, and run again (at most MAX_STALLS in all).
 */

/**
 * Opens `path` in a full page load of a tab that holds the admin session but has no listen stream on the
 * emulator (see signInWithoutListening), then returns what `measure` resolves to. `prepare` runs before the
 * navigation. The screen stays open, listening: end its stream with signOutEndingStream when done.
 */
export async function signedInLoad<T>(
  page: Page,
  path: string,
  measure: (page: Page) => Promise<T>,
  stalls: StallCount,
  prepare: (page: Page) => Promise<void> = async () => {},
): Promise<T> {
  return rerunningStalls(
    stalls,
    async () => {
      await signInWithoutListening(page);
      await prepare(page);
      await page.goto(`${urls.web}${path}`, { waitUntil: 'commit' });
      return withinStallLimit(page, measure(page));
    },
    () => signOutEndingStream(page),
  );
}

/** Runs `load` until it does not stall, counting and reporting each stall; `afterStall` cleans up. */
export async function rerunningStalls<T>(
  stalls: StallCount,
  load: () => Promise<T>,
  afterStall: () => Promise<void>,
): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (++stalls.stalled > MAX_STALLS) throw error;
      console.log(`  (a load stalled: ${(error as Error).message.slice(0, 1500)})`);
      await afterStall();
    }
  }
}

/**
 * `measured`, or a stall after STALL_MS. A stall's report says what the screen showed, and what the page logged
 * and asked of Firestore meanwhile.
 */
export async function withinStallLimit<T>(page: Page, measured: Promise<T>): Promise<T> {
  const logged: string[] = [];
  const onConsole = (message: ConsoleMessage) =>
    logged.push(`${message.type()}: ${message.text().slice(0, 200)}`);
  const onResponse = (response: Response) => {
    if (/firestore|Listen/.test(response.url()))
      logged.push(
        `${response.status()} ${response
          .url()
          .replace(/\?.*TYPE=(\w+).*/, ' TYPE=$1')
          .slice(0, 120)}`,
      );
  };
  page.on('console', onConsole);
  page.on('response', onResponse);
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(async () => {
      const shown = await page
        .evaluate(() => (document.querySelector('main') ?? document.body).innerText)
        .catch(() => '(nothing)');
      const seen = logged.slice(-8).join('\n    ');
      reject(
        new Error(
          `no data after ${STALL_MS} ms; the screen shows: ${shown.replace(/\s+/g, ' ')}\n    ${seen}`,
        ),
      );
    }, STALL_MS);
  });
  try {
    return await Promise.race([measured, stalled]);
  } finally {
    clearTimeout(timer);
    page.off('console', onConsole);
    page.off('response', onResponse);
  }
}
