// Public page views and the calls they make: each load of / in a fresh browser context (empty cache, as a new
// visitor) until the progress bar is on screen, counting the page's requests of the two public reads.
import type { Browser } from 'playwright-core';
import { PHONE } from '../support/browser';

export const PUBLIC_READS = ['/api/progress', '/api/settings'] as const;
export type PublicRead = (typeof PUBLIC_READS)[number];

export type ReadRequests = Record<PublicRead, number>;

async function oneView(browser: Browser, siteUrl: string): Promise<ReadRequests> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    const requests: ReadRequests = { '/api/progress': 0, '/api/settings': 0 };
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname as PublicRead;
      if (path in requests) requests[path]++;
    });
    await page.goto(`${siteUrl}/`);
    await page.getByRole('progressbar').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return requests;
  } finally {
    await context.close();
  }
}

/** `views` loads of `siteUrl`, one after another: the requests each made, and how long they all took. */
export async function pageViews(
  browser: Browser,
  siteUrl: string,
  views: number,
): Promise<{ requests: ReadRequests[]; seconds: number }> {
  const started = performance.now();
  const requests: ReadRequests[] = [];
  for (let view = 0; view < views; view++) requests.push(await oneView(browser, siteUrl));
  return { requests, seconds: (performance.now() - started) / 1000 };
}
