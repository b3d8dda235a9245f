import { defineConfig } from 'vitest/config';

// These suites share one set of emulators started by `npm test` (scripts/src/test-all.ts): files run one at a time.
export default defineConfig({
  test: {
    include: ['rules/**/*.test.ts', 'integration/**/*.test.ts', 'e2e/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
