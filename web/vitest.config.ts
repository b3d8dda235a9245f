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
  },
});
