import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Pure modules: the test files share one module cache instead of each loading them again (the most part
    // of this suite's time was loading them).
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
