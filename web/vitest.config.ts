import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './lingui-plugins.ts';

// The web app's component tests: React in jsdom, the functions' answers mocked at fetch.
export default defineConfig({
  plugins: [react(), ...linguiPlugins()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // `npm test` runs this suite while the web app builds and the emulators start on the same two cores; a test
    // there may take several times its quiet time, and must outlast the 15 s a `findBy…` waits (test/setup.ts).
    testTimeout: 30_000,
  },
});
