// Vitest's global set-up for the rules, integration and browser suites (tests/vitest.config.ts): one Chromium
// for the whole run. Each browser file connects to it (`useBrowser`, support/browser-fixture.ts) in a few
// milliseconds instead of launching its own in one to three seconds; its contexts keep the files apart.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium, for `chromium.connect`. */
    chromiumEndpoint: string;
  }
}

export default async function launchSharedChromium(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
