import { defineConfig } from 'vitest/config';

// These suites share one set of emulators started by `npm test` (scripts/src/test-all.ts). Two projects:
// `rules` works in a Firestore project of its own where no trigger fires (rules/rules-bed.ts), so it runs
// beside `stack`, whose files share the app's project and run one at a time
// (scripts/src/lib/emulator-suites.ts runs one vitest for each).
export default defineConfig({
  test: {
    fileParallelism: false,
    // The rules files run in one process that loads the rules-testing library once, instead of once per file
    // (seconds a file on two cores); each starts from its own data.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The browser journeys drive a real Chromium, the emulators and the Stripe sandbox; one run in several dozen
    // has stalled on a click that normally takes milliseconds (reported in the session note). A test is run once
    // more after a failure, with its hooks, so only a test that fails twice fails the suite. A test that passes
    // only on its retry is named in the summary of `npm test` (scripts/src/lib/retried-reporter.ts): look into it.
    retry: 1,
    projects: [
      { extends: true, test: { name: 'rules', include: ['rules/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'stack',
          include: ['integration/**/*.test.ts', 'e2e/**/*.test.ts'],
          // Late in a run the emulators serve the triggers of every file before: a step that takes a second on a
          // quiet stack (a page's mail) has taken 20 to 40 s there.
          testTimeout: 60_000,
          // Some files load the functions' own modules, whose in-memory caches (the settings) must not reach
          // the next file: each stack file gets a fresh process.
          isolate: true,
          // One Chromium for the run: each browser file connects to it (support/browser-fixture.ts).
          globalSetup: ['support/chromium-server.ts'],
        },
      },
    ],
  },
});
