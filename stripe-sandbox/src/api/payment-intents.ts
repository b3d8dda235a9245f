import { invalidRequest, missingParam, noSuchParam } from '../errors.ts';
import { expand } from '../expand.ts';
import { chargeOffSession } from '../off-session.ts';
import {
  allowOnly,
  metadataParam,
  optionalBoolean,
  optionalString,
  requiredInteger,
  requiredString,
  stringList,
  type Params,
} from '../params.ts';
import type { Store } from '../store.ts';
import type { PaymentMethod } from '../types.ts';
import { cause, type ApiRoute } from './route.ts';

const CREATE_PARAMS = [
  'amount',
  'currency',
  'customer',
  'payment_method',
  'off_session',
  'confirm',
  'metadata',
  'description',
  'expand',
];

const EXPANDABLE = ['customer', 'latest_charge', 'payment_method'];

/** The saved card to charge: known, and attached to the Customer the charge names. */
function savedMethod(store: Store, params: Params, customer: string | null): PaymentMethod {
  const id = requiredString(params, 'payment_method');
  const method = store.find('payment_method', id);
  if (!method) throw noSuchParam('PaymentMethod', id, 'payment_method');
  if (method.customer !== null && customer === null) {
    throw invalidRequest(
      `The PaymentMethod provided (${id}) belongs to a Customer, and you did not provide a Customer. ` +
        'Please specify that Customer as the `customer` parameter on this PaymentIntent.',
      'customer',
    );
  }
  if (method.customer !== customer) {
    throw invalidRequest(
      `The provided PaymentMethod (${id}) does not belong to the Customer ${customer}; ` +
        'charge it with the Customer it is attached to.',
      'payment_method',
    );
  }
  return method;
}

/**
 * POST /v1/payment_intents: the charge of a saved card with the payer away, confirmed at once. Everything is
 * checked before the card is charged, so a refused call changes nothing and its idempotency key is not spent.
 */
const createPaymentIntent: ApiRoute = {
  method: 'POST',
  pattern: /^\/v1\/payment_intents$/,
  handle: (ctx, req) => {
    const { store } = ctx;
    const { params } = req;
    allowOnly(params, CREATE_PARAMS);
    const amount = requiredInteger(params, 'amount');
    if (amount < 50) throw invalidRequest('Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
    if (params.currency === undefined) throw missingParam('currency');
    const currency = requiredString(params, 'currency').toLowerCase();
    if (currency !== 'usd')
      throw invalidRequest(`The sandbox's account charges in usd only, not ${currency}.`, 'currency');
    if (optionalBoolean(params, 'confirm') !== true)
      throw invalidRequest('The sandbox makes confirmed charges only: pass `confirm: true`.', 'confirm');
    const offSession = optionalString(params, 'off_session');
    if (!['true', 'one_off', 'recurring'].includes(offSession ?? ''))
      throw invalidRequest(
        'The sandbox charges saved cards off session only: pass `off_session: true`.',
        'off_session',
      );
    const customer = optionalString(params, 'customer') ?? null;
    if (customer !== null && !store.find('customer', customer))
      throw noSuchParam('customer', customer, 'customer');
    const method = savedMethod(store, params, customer);
    const metadata = metadataParam(params, 'metadata') ?? {};
    const description = optionalString(params, 'description') ?? null;
    const paths = stringList(params, 'expand');
    // Checked before the card is charged, as Stripe checks every parameter first.
    const unknown = paths.find((path) => !EXPANDABLE.includes(path.split('.')[0]!));
    if (unknown) throw invalidRequest(`This property cannot be expanded (${unknown}).`, 'expand');
    const intent = chargeOffSession(
      store,
      ctx.hooks,
      { amount, currency, customer, method, metadata, description },
      cause(req),
    );
    return expand(store, intent, paths);
  },
};

export const paymentIntentRoutes: ApiRoute[] = [createPaymentIntent];
