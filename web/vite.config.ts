import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { randomBytes } from 'node:crypto';
import {
  devHostingHeaders,
  hostingFunctionPaths,
  hostingHeaders,
  hostingIgnores,
} from './hosting-headers.ts';
import { linguiPlugins } from './lingui-plugins.ts';

/**
 * Where /api/** goes in development: the functions emulator's `api` function, except Stripe's webhook, a
 * function of its own (`stripeWebhook`) served by an emulator of its own (scripts/src/lib/webhook-emulator.ts).
 * Hosting's rewrites in firebase.json do the same in production.
 */
const FUNCTIONS_ORIGIN = process.env.HOPE_FUNCTIONS_ORIGIN ?? 'http://127.0.0.1:5001/demo-hope/us-central1';
const WEBHOOK_ORIGIN = process.env.HOPE_WEBHOOK_ORIGIN ?? 'http://127.0.0.1:5002/demo-hope/us-central1';
/**
 * What Hosting adds to a request it rewrites to a function, as the abuse limits read it
 * (functions/src/abuse/client-address.ts): the browser's address appended to X-Forwarded-For, and the host
 * the browser asked for in `x-fh-requested-host`. A call of the functions emulator's own address has neither.
 */
const asHosting = (options: ProxyOptions): ProxyOptions => ({
  ...options,
  changeOrigin: true,
  xfwd: true,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq, req) =>
      proxyReq.setHeader('x-fh-requested-host', req.headers.host ?? ''),
    );
  },
});
/** A callable function, at the path Hosting rewrites to it. */
const callable = (name: string) =>
  asHosting({
    target: `${FUNCTIONS_ORIGIN}/${name}`,
    rewrite: () => '',
  });

/**
 * `vite preview` (the browser tests' server) answers with Hosting's headers from firebase.json, CSP included,
 * and, like Hosting, does not serve what `hosting.ignore` leaves out (the source maps the tests read from disk).
 */
const previewWithHostingHeaders: Plugin = {
  name: 'hope-hosting-headers',
  configurePreviewServer: (server) => {
    server.middlewares.use((req, res, next) => {
      if (!hostingIgnores(new URL(req.url ?? '/', 'http://localhost').pathname)) return next();
      res.statusCode = 404;
      res.end('Not found');
    });
    server.middlewares.use(hostingHeaders);
  },
};

/**
 * The dev server (`npm start`) sends Hosting's headers too, so that development meets the CSP a deploy meets
 * (and `npm run smoke` passes on it). Its page's one inline script, React's refresh preamble, carries this
 * start's nonce.
 */
const DEV_NONCE = randomBytes(16).toString('base64');
const devWithHostingHeaders: Plugin = {
  name: 'hope-dev-hosting-headers',
  apply: 'serve',
  config: () => ({ html: { cspNonce: DEV_NONCE } }),
  configureServer: (server) => {
    server.middlewares.use(devHostingHeaders(DEV_NONCE));
  },
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
  // Hosting's own rewrites (firebase.json), the more specific paths first, then the rest of /api/**.
  const proxy = {
    ...Object.fromEntries(
      hostingFunctionPaths().map(({ path, functionId, exact }) => [
        path,
        functionId === 'stripeWebhook'
          ? asHosting({ target: `${WEBHOOK_ORIGIN}/stripeWebhook` })
          : exact
            ? callable(functionId)
            : asHosting({ target: `${FUNCTIONS_ORIGIN}/${functionId}` }),
      ]),
    ),
    '/api': asHosting({ target: `${FUNCTIONS_ORIGIN}/api` }),
  };
  return {
    plugins: [react(), ...linguiPlugins(), previewWithHostingHeaders, devWithHostingHeaders],
    server: { host: 'localhost', proxy },
    preview: { host: 'localhost', proxy },
    // The manifest lets the bundle-size benchmark and tests see exactly what the first load of / fetches.
    build: { sourcemap: true, manifest: true },
  };
});
