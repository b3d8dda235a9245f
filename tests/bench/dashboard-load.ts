// The dashboard's load, timed from a full page load to the Total Pledged Amount card showing the expected
// figure, beside the listener-only page's load of the same data: shared by the dashboard and campaign benchmarks.
import { computeDashboard } from '@hope/domain/dashboard';
import { formatCurrency } from '@hope/domain/money';
import type { Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { signOutEndingStream } from '../support/admin-session';
import { readBackOfficeRecords } from '../support/back-office-records';
import type { CreatedRange, ListenerOnly } from './listener-only';
import { rerunningStalls, signedInLoad, type StallCount } from './signed-in-load';
import { defaultTimeZone } from '@hope/domain/settings';

/** The figure watched: the Total Pledged Amount card's value (its heading has this id). */
export const FIGURE_HEADING_ID = 'figure-total-pledged-amount';

/**
 * The Total Pledged Amount the dashboard should show, computed by the domain over the records in Firestore now
 * (only those created in `range`, when given: the campaign the back office shows).
 */
export async function expectedTotalText(db: Firestore, range?: CreatedRange): Promise<string> {
  const { donations, partners } = await readBackOfficeRecords(db);
  const inRange = ({ created_at }: { created_at: string }) =>
    !range || (created_at >= range.startIso && created_at < range.endIso);
  return formatCurrency(
    computeDashboard(defaultTimeZone, donations.filter(inRange), partners.filter(inRange), new Date())
      .totalPledged,
  );
}

/*
 * Both clocks are epoch milliseconds from the same system clock: the page's performance.timeOrigin + now()
 * and Node's. The page stamps the moment a MutationObserver sees the figure's text become the expected one.
 * The watcher is installed before the app's scripts run, on every load, and armed through sessionStorage
 * (which survives navigation in the tab), so a full page load is watched from its very start.
 */
export function installFigureWatch(id: string): void {
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

export async function armFigureWatch(page: Page, text: string): Promise<void> {
  await page.evaluate((text) => {
    (window as unknown as { armFigureWatch: (text: string) => void }).armFigureWatch(text);
  }, text);
}

/** When the armed figure showed; fails after 30 s, saying what the card shows instead. */
export async function figureShownAt(page: Page): Promise<number> {
  await page.waitForFunction(() => 'figureShownAt' in window);
  return page.evaluate(
    ({ id }) =>
      Promise.race([
        (window as unknown as { figureShownAt: Promise<number> }).figureShownAt,
        new Promise<number>((_, reject) =>
          setTimeout(() => {
            const shown =
              document.getElementById(id)?.closest('section')?.textContent ?? document.body.innerText;
            reject(new Error(`the expected figure never showed; the page shows: ${shown.slice(0, 300)}`));
          }, 30_000),
        ),
      ]),
    { id: FIGURE_HEADING_ID },
  );
}

export interface LoadTimes extends StallCount {
  times: number[];
  warmUp: number[];
  /** The listener-only page's loads, one before each dashboard load; its stalls count too. */
  listenerOnly: number[];
  /** The listener-only page's loads before the warm-up dashboard loads, not counted. */
  listenerOnlyWarmUp: number[];
  /** What `alongside` counted during each counted dashboard load (empty without it). */
  counted: number[];
}

/** Something counted over each dashboard load: started before its navigation, read once its figure shows. */
export interface LoadCounter {
  start(): void;
  read(): number;
}

/*
 * Opening /admin/dashboard (signed in, in the same tab) until `expected` is the Total Pledged figure, each from a
 * tab with no listen stream on the emulator (see signedInLoad); all but the last end their stream by signing
 * out, as a stream left behind would be sent every later write. The first `warmUps` loads are reported apart.
 * Before each, the listener-only page loads the same data in its own tab and ends its stream, so both are
 * measured in the same minutes on this drifting machine. The last load leaves the dashboard open. `page` must
 * have installFigureWatch as an init script.
 */
export async function loadTimes(
  page: Page,
  expected: string,
  listenerOnly: ListenerOnly,
  { runs, warmUps, alongside }: { runs: number; warmUps: number; alongside?: LoadCounter },
): Promise<LoadTimes> {
  const result: LoadTimes = {
    times: [],
    warmUp: [],
    stalled: 0,
    listenerOnly: [],
    listenerOnlyWarmUp: [],
    counted: [],
  };
  const armFromStart = async (page: Page) => {
    await page.evaluate((text) => sessionStorage.setItem('bench-expected-figure', text), expected);
    alongside?.start();
  };
  for (;;) {
    const warmingUp = result.warmUp.length < warmUps;
    const floor = await rerunningStalls(result, listenerOnly.load, listenerOnly.stop);
    (warmingUp ? result.listenerOnlyWarmUp : result.listenerOnly).push(floor);
    await listenerOnly.stop();

    const shownAt = await signedInLoad(page, '/admin/dashboard', figureShownAt, result, armFromStart);
    const time = shownAt - (await page.evaluate(() => performance.timeOrigin));
    (warmingUp ? result.warmUp : result.times).push(time);
    if (alongside && !warmingUp) result.counted.push(alongside.read());
    await page.evaluate(() => sessionStorage.removeItem('bench-expected-figure'));
    if (result.times.length === runs) return result;
    await signOutEndingStream(page);
  }
}
