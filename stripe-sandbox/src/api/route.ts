import type { Params } from '../params.ts';
import type { Store } from '../store.ts';
import type { Webhooks } from '../webhooks.ts';

/** One Stripe API call as a handler sees it: GET/DELETE params come from the query, POST params from the form. */
export type ApiRequest = {
  method: string;
  path: string;
  /** The id captured from the path, e.g. the `cs_test_...` of /v1/checkout/sessions/:id. */
  id: string;
  params: Params;
  requestId: string;
  idempotencyKey: string | null;
};

export type ApiContext = { store: Store; hooks: Webhooks };

export type ApiRoute = {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handle: (ctx: ApiContext, req: ApiRequest) => unknown;
};

export const cause = (req: ApiRequest) => ({ requestId: req.requestId, idempotencyKey: req.idempotencyKey });
