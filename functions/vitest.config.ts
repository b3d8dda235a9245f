import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The secrets a function reads, as functions/.secret.local gives them to the emulator (test-only values).
    env: { MANAGE_LINK_KEYS: 'test:manage-link-key-for-unit-tests-only-0123456789' },
  },
});
