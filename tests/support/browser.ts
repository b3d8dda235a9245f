import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Download, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { repoRoot } from '../../scripts/src/lib/paths';

export { launchBrowser } from './chromium';

/**
 * Waits for the element to be shown and fails when it is not: unlike `isVisible()`, which answers at once,
 * this tolerates lazy chunks and auth state that settle a moment after navigation.
 */
export async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/**
 * Waits for running animations and transitions (a toast fading in, a dialog opening) to end, up to a second:
 * axe-core measures colours as painted, and a half-faded toast would read as too little contrast.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
}

/**
 * Fails on any serious or critical axe-core violation of what the page shows now (dialogs included), listing
 * each rule with the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  await expectNoViolations(page, label, (v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Fails on any axe-core violation of the default rules, whatever its impact: the public page's standard. */
export async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  await expectNoViolations(page, label, () => true);
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Runs axe-core's default rules on the page as it shows once its animations end, and fails on the violations
 * `counts` keeps, listing each rule with the elements it found.
 */
async function expectNoViolations(
  page: Page,
  label: string,
  counts: (v: Violation) => boolean,
): Promise<void> {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.filter(counts);
  const summary = found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  if (found.length > 0) throw new Error(`axe-core on ${label}:\n  ${summary.join('\n  ')}`);
}

/**
 * A downloaded CSV file's text, once checked to start with the UTF-8 byte order mark that Excel needs. Read as
 * a stream: the tests' browser is a connected one (support/chromium-server.ts), whose files have no local path.
 */
export async function downloadedCsv(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  expect(text.charCodeAt(0), 'the file starts with a UTF-8 byte order mark').toBe(0xfeff);
  return text.slice(1);
}

/** Saves a full-page PNG under .cache/screenshots/ when HOPE_SCREENSHOTS=1, for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.HOPE_SCREENSHOTS !== '1') return;
  const dir = join(repoRoot, '.cache', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Saves a PNG of one element (a section of a long page) like `screenshot`, when HOPE_SCREENSHOTS=1. */
export async function screenshotOf(locator: Locator, name: string): Promise<void> {
  if (process.env.HOPE_SCREENSHOTS !== '1') return;
  const dir = join(repoRoot, '.cache', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await locator.screenshot({ path: join(dir, `${name}.png`) });
}

/** Waits until every list item in `container` has faded in (a half-shown item's colours fail axe's contrast check). */
export async function expectItemsFadedIn(container: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        container
          .getByRole('listitem')
          .evaluateAll((items) => items.every((item) => getComputedStyle(item).opacity === '1')),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** True when the page scrolls sideways (content wider than the viewport): a broken phone layout. */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Chromium as a test uses it: a Browser, or the file's browser of `useBrowser` (support/browser-fixture.ts),
 * which closes the contexts it opens.
 */
export type TestBrowser = Pick<Browser, 'newContext'>;

/**
 * A page in its own context (axe-core needs one), phone or desktop sized. The app's Content-Security-Policy
 * (Hosting's, from firebase.json, sent by the local server) is watched: any violation fails the running test.
 */
export async function newPage(browser: TestBrowser, viewport = DESKTOP, locale = 'en-US'): Promise<Page> {
  // The browser's language decides the public page's on a first visit: English unless a test says otherwise.
  const context = await browser.newContext({ viewport, locale });
  await watchContentSecurityPolicy(context);
  return context.newPage();
}

/** Violations seen in each watched context and not yet reported, as readable lines. */
const cspViolations = new Map<BrowserContext, string[]>();
/**
 * Violations of contexts closed before the check ran (a test file's own afterEach that closes its page runs
 * before the fixture's check): kept until the check reports them, never dropped with their context.
 */
const closedContextViolations: string[] = [];

async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  const found: string[] = [];
  cspViolations.set(context, found);
  context.once('close', () => {
    closedContextViolations.push(...found.splice(0));
    cspViolations.delete(context);
  });
  await context.exposeBinding('__hopeCspViolation', (_source, line: string) => void found.push(line));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${location.pathname} (${event.sourceFile || 'page'}:${event.lineNumber})`;
      const sample = event.sample ? `, sample "${event.sample}"` : '';
      const report = (window as unknown as { __hopeCspViolation: (line: string) => void }).__hopeCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${where}${sample}`);
    });
  });
  // The browser's own console line also catches what no page event reports (e.g. a blocked worker).
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) found.push(`console: ${message.text()}`);
  });
}

/** Takes the violations seen so far in `page`'s context (a test that provokes one on purpose drains it here). */
export async function takeCspViolations(page: Page): Promise<string[]> {
  if (!page.isClosed()) await page.evaluate(() => 0).catch(() => undefined); // lets pending reports arrive
  return cspViolations.get(page.context())?.splice(0) ?? [];
}

/**
 * Fails on the violations seen since the last check: every browser test file runs it after each test
 * (`useBrowser`, support/browser-fixture.ts), so a violation fails the test it happened in.
 */
export async function failOnCspViolations(): Promise<void> {
  const lines: string[] = closedContextViolations.splice(0);
  for (const context of cspViolations.keys()) {
    for (const page of context.pages()) lines.push(...(await takeCspViolations(page)));
    lines.push(...(cspViolations.get(context)?.splice(0) ?? []));
  }
  if (lines.length > 0) {
    throw new Error(`Content-Security-Policy violations:\n  ${[...new Set(lines)].join('\n  ')}`);
  }
}
