import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Controls } from './controls.ts';
import type { DisputeOutcome, DisputeReason } from './disputes.ts';
import { invalidRequest, unrecognizedUrl } from './errors.ts';
import { matchRoute, readBody, sendJson } from './http.ts';
import type { RefundFailureReason } from './refunds.ts';
import type { ExistingObjects } from './register.ts';

type Json = Record<string, unknown>;
type ControlRoute = {
  method: 'GET' | 'POST';
  pattern: RegExp;
  run: (controls: Controls, id: string, body: Json) => Promise<unknown> | unknown;
};

/** The /__sandbox endpoints: JSON in and out, one per method of Controls. */
const ROUTES: ControlRoute[] = [
  {
    method: 'POST',
    pattern: /^\/__sandbox\/sessions\/([^/]+)\/pay$/,
    run: async (c, id, body) => ({
      events: await c.pay(id, {
        async: body.async as 'succeed' | 'fail' | undefined,
        card: body.card as string | undefined,
      }),
    }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/payment_methods\/([^/]+)\/expire$/,
    run: (c, id) => ({ payment_method: c.expireCard(id) }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/payment_intents\/([^/]+)\/succeed$/,
    run: async (c, id) => ({ events: await c.settleBankDebit(id, 'succeed') }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/payment_intents\/([^/]+)\/fail$/,
    run: async (c, id) => ({ events: await c.settleBankDebit(id, 'fail') }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/sessions\/([^/]+)\/expire$/,
    run: async (c, id) => ({ events: await c.expire(id) }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/subscriptions\/([^/]+)\/advance$/,
    run: async (c, id, body) => ({ events: await c.advance(id, { fail: body.fail === true }) }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/charges\/([^/]+)\/refund$/,
    run: async (c, id, body) => ({
      events: await c.refund(id, { amount: body.amount as number | undefined }),
    }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/refunds\/([^/]+)\/fail$/,
    run: async (c, id, body) => ({
      events: await c.failRefund(id, { reason: body.reason as RefundFailureReason | undefined }),
    }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/charges\/([^/]+)\/settle$/,
    run: async (c, id) => ({ events: await c.settle(id) }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/charges\/([^/]+)\/dispute$/,
    run: async (c, id, body) => ({
      events: await c.dispute(id, {
        reason: body.reason as DisputeReason | undefined,
        amount: body.amount as number | undefined,
      }),
    }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/disputes\/([^/]+)\/close$/,
    run: async (c, id, body) => ({ events: await c.closeDispute(id, body.outcome as DisputeOutcome) }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/payouts\/run$/,
    run: (c, _id, body) =>
      c.runPayout({
        as_of: body.as_of as string | undefined,
        reconcile: body.reconcile as boolean | undefined,
      }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/payouts\/([^/]+)\/reconcile$/,
    run: async (c, id) => ({ events: await c.completeReconciliation(id) }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/sales$/,
    run: async (c, _id, body) => ({
      events: await c.sale({
        amount: body.amount as number,
        customer: (body.customer as string | null | undefined) ?? null,
      }),
    }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/objects$/,
    run: (c, _id, body) => c.register(body as ExistingObjects),
  },
  { method: 'POST', pattern: /^\/__sandbox\/events\/([^/]+)\/resend$/, run: async (c, id) => c.resend(id) },
  { method: 'GET', pattern: /^\/__sandbox\/events$/, run: (c) => ({ data: c.events() }) },
  { method: 'GET', pattern: /^\/__sandbox\/requests$/, run: (c) => ({ data: c.requests() }) },
  { method: 'POST', pattern: /^\/__sandbox\/config$/, run: (c, _id, body) => c.configure(body) },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/fail-next$/,
    run: (c, _id, body) => (c.failNext(body as Parameters<Controls['failNext']>[0]), { ok: true }),
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/idle$/,
    // `withinMs` bounds the wait, so a client waiting out thousands of deliveries asks again rather than
    // holding one request past its HTTP client's timeout; `idle` says whether every delivery was attempted.
    run: async (c, _id, body) => {
      if (body.withinMs === undefined) return (await c.idle(), { ok: true, idle: true });
      const within = body.withinMs;
      if (typeof within !== 'number' || !Number.isInteger(within) || within < 0 || within > 600_000)
        throw invalidRequest('withinMs must be a whole number of milliseconds from 0 to 600000.', 'withinMs');
      const idle = await Promise.race([
        c.idle().then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), within).unref()),
      ]);
      return { ok: true, idle };
    },
  },
  { method: 'POST', pattern: /^\/__sandbox\/reset$/, run: async (c) => (await c.reset(), { ok: true }) },
];

function parseJson(text: string): Json {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidRequest('The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidRequest('The request body must be a JSON object.');
  return value as Json;
}

export async function handleControl(
  controls: Controls,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  // Errors go to the server's handler, which answers them as Stripe-shaped errors.
  const method = req.method ?? 'GET';
  const matched = matchRoute(ROUTES, method, path);
  if (!matched) throw unrecognizedUrl(method, path);
  const body = parseJson(await readBody(req));
  sendJson(res, 200, await matched.route.run(controls, matched.id, body));
}
