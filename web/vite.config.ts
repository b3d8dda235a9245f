import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { hostingHeaders } from './hosting-headers.ts';

/** Where /api/** goes in development: the functions emulator's `api` function (Hosting rewrites it in production). */
const FUNCTIONS_URL = process.env.HOPE_FUNCTIONS_URL ?? 'http://127.0.0.1:5001/demo-hope/us-central1/api';
/** The back office's money actions (a callable function), served at /api/records/action like Hosting does. */
const RECORD_ACTION_URL = FUNCTIONS_URL.replace(/\/api$/, '/recordAction');
/** The receipts' callable functions, at the paths Hosting rewrites to them. */
const callable = (name: string) => ({
  target: FUNCTIONS_URL.replace(/\/api$/, `/${name}`),
  changeOrigin: true,
  rewrite: () => '',
});

/** `vite preview` (the browser tests' server) answers with Hosting's headers from firebase.json, CSP included. */
const previewWithHostingHeaders: Plugin = {
  name: 'hope-hosting-headers',
  configurePreviewServer: (server) => void server.middlewares.use(hostingHeaders),
};

const REQUIRED_IN_PRODUCTION = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
];

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  if (command === 'build' && mode === 'production') {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(
        `Production build needs ${missing.join(', ')} in web/.env.production (see README, Deploy).`,
      );
    }
  }
  // The first matching prefix wins: the callable's own path before the public endpoints' function.
  const proxy = {
    '/api/records/action': { target: RECORD_ACTION_URL, changeOrigin: true, rewrite: () => '' },
    '/api/receipts/resend': callable('resendReceipt'),
    '/api/receipts/statements': callable('yearEndStatements'),
    '/api': { target: FUNCTIONS_URL, changeOrigin: true },
  };
  return {
    plugins: [react(), previewWithHostingHeaders],
    server: { host: 'localhost', proxy },
    preview: { host: 'localhost', proxy },
    // The manifest lets the bundle-size benchmark and tests see exactly what the first load of / fetches.
    build: { sourcemap: true, manifest: true },
  };
});
