import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The test files share one module cache instead of each loading firebase-admin, stripe and the domain again;
    // the files that change process.env set what they read themselves.
    isolate: false,
    // The secrets a function reads, as functions/.secret.local gives them to the emulator (test-only values).
    env: { MANAGE_LINK_KEYS: 'test:manage-link-key-for-unit-tests-only-0123456789' },
  },
});
