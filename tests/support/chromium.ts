import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Flags for a headless Chromium on a machine whose network reaches nothing but localhost. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium (or CHROMIUM_PATH): Playwright's own browser download is not available offline. */
export function chromiumPath(): string {
  const executablePath = CANDIDATES.find((path): path is string => !!path && existsSync(path));
  if (!executablePath) {
    throw new Error(
      'No Chromium found for the browser tests. Install it (`apt-get install chromium`) or set CHROMIUM_PATH.',
    );
  }
  return executablePath;
}

/**
 * Chromium driven by playwright-core. Free of test-runner imports, so the benchmarks (plain tsx) use it as the
 * browser tests do.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}
