import type { Browser, Page } from 'playwright-core';
import { DESKTOP } from '../support/browser';

/** A desktop page for a benchmark that sends its own functions to the page. */
export async function benchPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: DESKTOP });
  // tsx compiles with keepNames: functions sent to the page call its __name helper, which the page lacks.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  return page;
}
