import { invalidRequest, noSuch } from '../errors.ts';
import { expand, expandList } from '../expand.ts';
import { allowOnly, optionalInteger, optionalString, stringList } from '../params.ts';
import type { Kind } from '../store.ts';
import type { ApiRoute } from './route.ts';

/** GET /v1/<resource>/:id for the objects our webhook reads back, each with `expand`. */
function retrieve(path: string, kind: Kind, words: string): ApiRoute {
  return {
    method: 'GET',
    pattern: new RegExp(`^/v1/${path}/([^/]+)$`),
    handle: ({ store }, { id, params }) => {
      allowOnly(params, ['expand']);
      const object = store.find(kind, id);
      if (!object) throw noSuch(words, id);
      return expand(store, object, stringList(params, 'expand'));
    },
  };
}

/** GET /v1/invoice_payments?invoice=in_...: how this API version links an invoice to its PaymentIntents. */
const listInvoicePayments: ApiRoute = {
  method: 'GET',
  pattern: /^\/v1\/invoice_payments$/,
  handle: ({ store }, { params }) => {
    allowOnly(params, ['invoice', 'limit', 'expand']);
    const invoice = optionalString(params, 'invoice');
    const limit = optionalInteger(params, 'limit') ?? 10;
    if (limit < 1 || limit > 100) throw invalidRequest('This value must be between 1 and 100.', 'limit');
    const matching = store
      .all('invoice_payment')
      .filter((payment) => invoice === undefined || payment.invoice === invoice)
      .reverse(); // newest first, as Stripe lists
    return {
      object: 'list',
      data: expandList(store, matching.slice(0, limit), stringList(params, 'expand')),
      has_more: matching.length > limit,
      url: '/v1/invoice_payments',
    };
  },
};

export const resourceRoutes: ApiRoute[] = [
  retrieve('payment_intents', 'payment_intent', 'payment_intent'),
  retrieve('charges', 'charge', 'charge'),
  retrieve('balance_transactions', 'balance_transaction', 'balance transaction'),
  retrieve('refunds', 'refund', 'refund'),
  retrieve('disputes', 'dispute', 'dispute'),
  listInvoicePayments,
];
