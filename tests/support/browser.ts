import AxeBuilder from '@axe-core/playwright';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { repoRoot } from '../../scripts/src/lib/paths';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Debian's Chromium driven by playwright-core: Playwright's own browser download is not available offline. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = CANDIDATES.find((path): path is string => !!path && existsSync(path));
  if (!executablePath) {
    throw new Error(
      'No Chromium found for the browser tests. Install it (`apt-get install chromium`) or set CHROMIUM_PATH.',
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Waits for the element to be shown and fails when it is not: unlike `isVisible()`, which answers at once,
 * this tolerates lazy chunks and auth state that settle a moment after navigation.
 */
export async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/**
 * Fails on any serious or critical axe-core violation of what the page shows now (dialogs included), listing
 * each rule with the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  if (serious.length > 0) throw new Error(`axe-core on ${label}:\n  ${summary.join('\n  ')}`);
}

/** Saves a full-page PNG under .cache/screenshots/ when HOPE_SCREENSHOTS=1, for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.HOPE_SCREENSHOTS !== '1') return;
  const dir = join(repoRoot, '.cache', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** True when the page scrolls sideways (content wider than the viewport): a broken phone layout. */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** A page in its own context (axe-core needs one), phone or desktop sized. */
export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}
