import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The test files share one module cache instead of each loading the sandbox and the stripe package again.
    isolate: false,
    environment: 'node',
    testTimeout: 15_000,
  },
});
