import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { balanceRoutes } from './api/balance.ts';
import { checkoutSessionRoutes } from './api/checkout-sessions.ts';
import { customerRoutes } from './api/customers.ts';
import { paymentIntentRoutes } from './api/payment-intents.ts';
import { handleApi } from './api/dispatch.ts';
import { billingPortalRoutes } from './api/billing-portal.ts';
import { refundRoutes } from './api/refunds.ts';
import { resourceRoutes } from './api/resources.ts';
import { subscriptionRoutes } from './api/subscriptions.ts';
import { handleControl } from './control-routes.ts';
import { createControls, type Controls } from './controls.ts';
import { StripeApiError, unrecognizedUrl } from './errors.ts';
import { sendJson } from './http.ts';
import { handlePage } from './page.ts';
import { handlePortal } from './portal-page.ts';
import { Store } from './store.ts';
import { Webhooks } from './webhooks.ts';

export type { Controls, FailNext } from './controls.ts';
export type { PayOptions } from './saved-card-controls.ts';
export { TEST_CARDS, type CardBehaviour, type TestCard } from './test-cards.ts';
export type { DisputeOutcome, DisputeReason } from './disputes.ts';
export type { RefundFailureReason, RefundReason } from './refunds.ts';
export type { PayoutRun } from './payouts.ts';
export type { ExistingObjects, Registered } from './register.ts';
export type { Delivery, EventOrder, EventRecord, RequestLogEntry, SandboxConfig } from './store.ts';
export { signatureHeader, API_VERSION } from './webhooks.ts';
// The fee model lives in the domain (the checkout covers the same fee); re-exported for the seed and benchmarks.
export { netAfterFees } from '@hope/domain/money';

export type SandboxOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Where events are POSTed, e.g. the functions emulator's /api/stripe/webhook. */
  webhookUrl: string;
  webhookSecret: string;
  /** Base of session.url as the payer's browser reaches it; default http://localhost:<port>. */
  publicUrl?: string;
};

export type Sandbox = Controls & {
  /** Base URL the Stripe client is pointed at, e.g. http://127.0.0.1:12111. */
  url: string;
  port: number;
  publicUrl: string;
  close(): Promise<void>;
};

/** The local Stripe sandbox: Stripe's API subset under /v1, the hosted page under /pay, controls under /__sandbox. */
export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  const store = new Store();
  const hooks = new Webhooks(store, options.webhookUrl, options.webhookSecret);
  const controls = createControls(store, hooks);
  let publicUrl = options.publicUrl?.replace(/\/$/, '') ?? '';
  const routes = [
    ...checkoutSessionRoutes(() => publicUrl),
    ...resourceRoutes,
    ...customerRoutes,
    ...paymentIntentRoutes,
    ...balanceRoutes,
    ...subscriptionRoutes,
    ...refundRoutes,
    ...billingPortalRoutes(() => publicUrl),
  ];

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const path = url.pathname;
    if (path.startsWith('/v1/')) return handleApi({ store, hooks }, routes, req, res, url);
    if (path.startsWith('/pay/')) return handlePage(store, controls, req, res, path);
    if (path.startsWith('/portal/')) return handlePortal(store, hooks, req, res, path);
    if (path.startsWith('/__sandbox/')) return handleControl(controls, req, res, path);
    throw unrecognizedUrl(req.method ?? 'GET', path);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const known =
        error instanceof StripeApiError
          ? error
          : new StripeApiError(500, 'api_error', (error as Error).message);
      if (!res.headersSent) sendJson(res, known.status, known.toJSON());
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  publicUrl ||= `http://localhost:${port}`;

  return {
    ...controls,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    publicUrl,
    close: async () => {
      await hooks.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
