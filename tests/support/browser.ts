import { existsSync } from 'node:fs';
import { chromium, type Browser, type Locator } from 'playwright-core';

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
