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

/** Calls a function a page's init script put on window (a watch to arm), with an optional text argument. */
export const callInPage = (page: Page, name: string, arg?: string) =>
  page.evaluate(([name, arg]) => (window as unknown as Record<string, (a?: string) => void>)[name]!(arg), [
    name,
    arg,
  ] as const);

/** Awaits a promise a page's watch put on window: a time stamped in the page. */
export const readInPage = (page: Page, name: string) =>
  page.evaluate((name) => (window as unknown as Record<string, Promise<number>>)[name]!, name);
