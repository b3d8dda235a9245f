import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Pure modules: the test files share one module cache instead of each loading them again (the most part
    // of this suite's time was loading them).
    isolate: false,
    // `npm test` runs this suite while the web app builds and the emulators start on the same two cores: the
    // property tests (a hundred generated cases each) get the time a busy machine takes, not vitest's 5 s.
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
