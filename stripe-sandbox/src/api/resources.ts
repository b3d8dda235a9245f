import { invalidRequest, noSuch } from '../errors.ts';
import { expand } from '../expand.ts';
import {
  allowOnly,
  optionalObject,
  optionalString,
  requiredString,
  stringList,
  type Params,
} from '../params.ts';
import type { Kind } from '../store.ts';
import { LIST_PARAMS, listPage } from './list.ts';
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

/** payment[type]=payment_intent&payment[payment_intent]=pi_...: the invoice payment a charge's intent made. */
function paymentFilter(params: Params): string | undefined {
  const payment = optionalObject(params, 'payment');
  if (!payment) return undefined;
  allowOnly(payment, ['type', 'payment_intent'], 'payment');
  if (requiredString(payment, 'type', 'payment') !== 'payment_intent')
    throw invalidRequest('The sandbox finds invoice payments by payment_intent only.', 'payment[type]');
  return requiredString(payment, 'payment_intent', 'payment');
}

/**
 * GET /v1/invoice_payments?invoice=in_... or ?payment[...]: how this API version links an invoice to its
 * PaymentIntents, both ways.
 */
const listInvoicePayments: ApiRoute = {
  method: 'GET',
  pattern: /^\/v1\/invoice_payments$/,
  handle: ({ store }, { params }) => {
    allowOnly(params, ['invoice', 'payment', ...LIST_PARAMS]);
    const invoice = optionalString(params, 'invoice');
    const intent = paymentFilter(params);
    const matching = store
      .all('invoice_payment')
      .filter((payment) => invoice === undefined || payment.invoice === invoice)
      .filter((payment) => intent === undefined || payment.payment.payment_intent === intent);
    return listPage(store, matching, params, { url: '/v1/invoice_payments', kind: 'invoice_payment' });
  },
};

export const resourceRoutes: ApiRoute[] = [
  retrieve('payment_intents', 'payment_intent', 'payment_intent'),
  retrieve('charges', 'charge', 'charge'),
  retrieve('balance_transactions', 'balance_transaction', 'balance transaction'),
  retrieve('refunds', 'refund', 'refund'),
  retrieve('disputes', 'dispute', 'dispute'),
  retrieve('payouts', 'payout', 'payout'),
  retrieve('setup_intents', 'setup_intent', 'setupintent'),
  retrieve('payment_methods', 'payment_method', 'PaymentMethod'),
  listInvoicePayments,
];
