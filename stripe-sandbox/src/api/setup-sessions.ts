import { invalidRequest, missingParam, noSuchParam } from '../errors.ts';
import { expand } from '../expand.ts';
import { newId, nowSeconds } from '../ids.ts';
import {
  allowOnly,
  metadataParam,
  optionalObject,
  optionalString,
  requiredString,
  stringList,
  type Params,
} from '../params.ts';
import type { Store } from '../store.ts';
import type { Session } from '../types.ts';
import { localeParam } from './locale.ts';
import { paymentMethodsParam } from './payment-methods.ts';
import { absoluteUrl, clientReference, expiresAtParam } from './session-params.ts';

/** What setup mode refuses, in Stripe's words: a setup session charges nothing and makes no Customer. */
const NOT_IN_SETUP: Record<string, string> = {
  line_items: 'You cannot pass `line_items` in `setup` mode.',
  payment_intent_data: 'You can only pass `payment_intent_data` in `payment` mode.',
  subscription_data: 'You can only pass `subscription_data` in `subscription` mode.',
  customer_creation:
    '`customer_creation` can only be used in `payment` mode, with `always` or `if_required`.',
};

function setupIntentData(params: Params): { metadata: Record<string, string>; description: string | null } {
  const data = optionalObject(params, 'setup_intent_data');
  if (!data) return { metadata: {}, description: null };
  allowOnly(data, ['metadata', 'description'], 'setup_intent_data');
  return {
    metadata: metadataParam(data, 'metadata', 'setup_intent_data') ?? {},
    description: optionalString(data, 'description', 'setup_intent_data') ?? null,
  };
}

/**
 * POST /v1/checkout/sessions with `mode: 'setup'`: the payer saves a card on an existing Customer for later
 * off-session charges. Nothing is due (`amount_total: null`, `payment_status: 'no_payment_required'`); the
 * SetupIntent is made when the payer saves the card (`setup_intent: null` until then).
 */
export function createSetupSession(store: Store, params: Params, publicUrl: string): Record<string, unknown> {
  const refused = Object.keys(NOT_IN_SETUP).find((key) => params[key] !== undefined);
  if (refused) throw invalidRequest(NOT_IN_SETUP[refused]!, refused);
  const successUrl = absoluteUrl(params, 'success_url');
  const cancelUrl = absoluteUrl(params, 'cancel_url');
  if (params.customer === undefined) {
    throw invalidRequest(
      'The sandbox saves a card on an existing Customer: pass `customer` in `setup` mode.',
      'customer',
    );
  }
  const customer = requiredString(params, 'customer');
  if (!store.find('customer', customer)) throw noSuchParam('customer', customer, 'customer');
  if (params.customer_email !== undefined)
    throw invalidRequest('You may only specify one of these parameters: customer, customer_email.');
  if (params.currency === undefined) throw missingParam('currency');
  const currency = requiredString(params, 'currency').toLowerCase();
  if (currency !== 'usd')
    throw invalidRequest(`The sandbox's account saves cards for usd only, not ${currency}.`, 'currency');
  const methods = paymentMethodsParam(params);
  if (!methods.payment_method_types.includes('card'))
    throw invalidRequest('The sandbox saves cards only in `setup` mode.', 'allowed_payment_method_types');
  const locale = localeParam(params);
  const reference = clientReference(params);
  const metadata = metadataParam(params, 'metadata') ?? {};
  const plan = setupIntentData(params);
  const created = nowSeconds();
  const id = newId('cs_test', 58);
  const session = store.put<Session>({
    id,
    object: 'checkout.session',
    allowed_payment_method_types: methods.allowed_payment_method_types,
    amount_subtotal: null,
    amount_total: null,
    cancel_url: cancelUrl,
    client_reference_id: reference,
    created,
    currency,
    customer,
    customer_creation: null,
    customer_details: null,
    customer_email: null,
    expires_at: expiresAtParam(params, created),
    livemode: false,
    locale: locale as Session['locale'],
    metadata,
    mode: 'setup',
    payment_intent: null,
    payment_method_types: ['card'],
    payment_status: 'no_payment_required',
    setup_intent: null,
    status: 'open',
    subscription: null,
    success_url: successUrl,
    url: `${publicUrl}/pay/${id}`,
  });
  store.setupPlans.set(id, plan);
  return expand(store, session, stringList(params, 'expand'));
}
