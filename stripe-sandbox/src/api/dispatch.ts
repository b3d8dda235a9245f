import type { IncomingMessage, ServerResponse } from 'node:http';
import { StripeApiError, unrecognizedUrl } from '../errors.ts';
import { matchRoute, readBody, sendJson } from '../http.ts';
import { newId } from '../ids.ts';
import { API_VERSION } from '../webhooks.ts';
import { parseForm, type Params } from '../params.ts';
import type { FailRule, Store } from '../store.ts';
import type { ApiContext, ApiRoute } from './route.ts';

type Outcome = { status: number; body: unknown; replayed: boolean };
/** A call's outcome and, when its answer is lost after the work, the error the client gets instead. */
type Answer = Outcome & { lost?: StripeApiError };

/** Stripe refuses calls without a key; the sandbox also refuses live keys, which must never leave for it. */
function checkKey(req: IncomingMessage): void {
  const [scheme, credential] = (req.headers.authorization ?? '').split(' ');
  // Bearer is what stripe-node sends; Basic (key as user name) is what `curl -u sk_test_...:` sends.
  const key =
    scheme === 'Bearer'
      ? credential
      : scheme === 'Basic' && credential
        ? Buffer.from(credential, 'base64').toString().split(':')[0]
        : '';
  if (!key) throw new StripeApiError(401, 'invalid_request_error', 'You did not provide an API key.');
  if (!/^(sk|rk)_test_/.test(key)) {
    throw new StripeApiError(
      401,
      'invalid_request_error',
      'The local Stripe sandbox accepts test keys (sk_test_...) only.',
    );
  }
}

function takeInjectedFailure(store: Store, method: string, path: string): FailRule | undefined {
  const rule = store.failRules.find(
    (r) => r.remaining > 0 && (r.method === null || r.method === method) && path.startsWith(r.path),
  );
  if (rule) rule.remaining -= 1;
  store.failRules = store.failRules.filter((r) => r.remaining > 0);
  return rule;
}

/**
 * Runs one /v1 call the way Stripe does: key check, injected failure (before the work, or after it with the
 * answer lost), idempotent replay (same key and same parameters replay the saved response; other parameters are
 * an idempotency_error), then the handler.
 * Saved are the results of requests that began executing: successes, and errors raised after the work began
 * (a card charged and declined). Requests refused by validation save nothing, so a corrected retry may reuse
 * the key, as at Stripe.
 */
function run(ctx: ApiContext, routes: ApiRoute[], req: IncomingMessage, call: Call): Answer {
  const { store } = ctx;
  checkKey(req);
  const matched = matchRoute(routes, call.method, call.path);
  if (!matched) throw unrecognizedUrl(call.method, call.path);
  const failure = takeInjectedFailure(store, call.method, call.path);
  const lost =
    failure && new StripeApiError(failure.status, failure.type, failure.message, failure.code ?? undefined);
  if (lost && !failure.afterWork) throw lost;
  return lost ? { ...execute(ctx, matched, call), lost } : execute(ctx, matched, call);
}

type Call = { method: string; path: string; params: Params; key: string | null; requestId: string };

/** The idempotent replay, or the handler's work saved for its key. */
function execute(
  ctx: ApiContext,
  { route, id }: NonNullable<ReturnType<typeof matchRoute<ApiRoute>>>,
  call: Call,
): Outcome {
  const { store } = ctx;
  const fingerprint = JSON.stringify([call.method, call.path, call.params]);
  const saved = call.key && call.method !== 'GET' ? store.idempotency.get(call.key) : undefined;
  if (saved) {
    if (saved.fingerprint !== fingerprint) {
      throw new StripeApiError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${call.key}' if you meant to execute a different request.`,
      );
    }
    return { status: saved.status, body: saved.body, replayed: true };
  }
  const save = (status: number, body: unknown): Outcome => {
    if (call.key && call.method !== 'GET') store.idempotency.set(call.key, { fingerprint, status, body });
    return { status, body, replayed: false };
  };
  try {
    const body = route.handle(ctx, {
      method: call.method,
      path: call.path,
      id,
      params: call.params,
      requestId: call.requestId,
      idempotencyKey: call.key,
    });
    return save(200, body);
  } catch (error) {
    // A declined card was charged: the 402 is the request's result, replayed like a success.
    if (error instanceof StripeApiError && error.executed) return save(error.status, error.toJSON());
    throw error;
  }
}

export async function handleApi(
  ctx: ApiContext,
  routes: ApiRoute[],
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const method = req.method ?? 'GET';
  const requestId = newId('req', 14);
  const raw = await readBody(req);
  const query = parseForm(url.search.slice(1));
  const body = method === 'POST' ? parseForm(raw) : {};
  const headerKey = req.headers['idempotency-key'];
  const key = typeof headerKey === 'string' && headerKey !== '' ? headerKey : null;
  let outcome: Answer;
  try {
    outcome = run(ctx, routes, req, {
      method,
      path: url.pathname,
      params: method === 'POST' ? body : query,
      key,
      requestId,
    });
  } catch (error) {
    const known = error instanceof StripeApiError ? error : null;
    if (!known) console.error('stripe-sandbox: handler failed', error);
    const failure =
      known ?? new StripeApiError(500, 'api_error', `The sandbox failed: ${(error as Error).message}`);
    outcome = { status: failure.status, body: failure.toJSON(), replayed: false };
  }
  ctx.store.requests.push({
    at: new Date().toISOString(),
    method,
    path: url.pathname,
    query,
    body,
    idempotencyKey: key,
    status: outcome.status,
    replayed: outcome.replayed,
    ...(outcome.lost ? { lostAnswer: outcome.lost.status } : {}),
  });
  const headers: Record<string, string> = { 'request-id': requestId, 'stripe-version': API_VERSION };
  if (key) headers['idempotency-key'] = key;
  if (outcome.replayed) headers['idempotent-replayed'] = 'true';
  const latency = ctx.store.config.latencyMs;
  if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
  if (outcome.lost) sendJson(res, outcome.lost.status, outcome.lost.toJSON(), headers);
  else sendJson(res, outcome.status, outcome.body, headers);
}
