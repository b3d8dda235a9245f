import type { Browser, Page } from 'playwright-core';
import { DESKTOP } from '../support/browser';

/** tsx compiles with keepNames: functions sent to a page call its __name helper, which the page lacks. */
export const PAGE_NAME_HELPER = 'window.__name = (fn) => fn;';

/** A desktop page for a benchmark that sends its own functions to the page. */
export async function benchPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.addInitScript({ content: PAGE_NAME_HELPER });
  return page;
}
