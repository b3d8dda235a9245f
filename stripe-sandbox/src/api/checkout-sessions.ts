import { invalidRequest, noSuch } from '../errors.ts';
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
import type { Session } from '../types.ts';
import { lineItem } from './line-item.ts';
import { localeParam } from './locale.ts';
import { paymentMethodsParam } from './payment-methods.ts';
import type { ApiRoute } from './route.ts';
import { absoluteUrl, clientReference, expiresAtParam } from './session-params.ts';
import { createSetupSession } from './setup-sessions.ts';

const CREATE_PARAMS = [
  'mode',
  'line_items',
  'client_reference_id',
  'metadata',
  'customer_email',
  'customer_creation',
  'locale',
  'success_url',
  'cancel_url',
  'payment_intent_data',
  'subscription_data',
  'expand',
  'expires_at',
  'allowed_payment_method_types',
  'customer',
  'currency',
  'setup_intent_data',
] as const;

/** Parameters the sandbox takes in setup mode only (Stripe takes `customer` and `currency` in every mode). */
const SETUP_ONLY = ['customer', 'currency', 'setup_intent_data'] as const;

/** payment_intent_data / subscription_data: only their metadata matters to us, and each belongs to one mode. */
function modeData(
  params: Params,
  key: 'payment_intent_data' | 'subscription_data',
  mode: string,
): Record<string, string> {
  const data = optionalObject(params, key);
  if (!data) return {};
  const ownMode = key === 'payment_intent_data' ? 'payment' : 'subscription';
  if (mode !== ownMode) throw invalidRequest(`You can only pass \`${key}\` in \`${ownMode}\` mode.`, key);
  allowOnly(data, ['metadata', 'description'], key);
  return metadataParam(data, 'metadata', key) ?? {};
}

function createSession(publicUrl: string): ApiRoute['handle'] {
  return ({ store }, { params }) => {
    allowOnly(params, CREATE_PARAMS);
    const mode = requiredString(params, 'mode');
    if (mode === 'setup') return createSetupSession(store, params, publicUrl);
    if (mode !== 'payment' && mode !== 'subscription') {
      throw invalidRequest(
        `Invalid mode: the sandbox supports payment, subscription and setup, not ${mode}.`,
        'mode',
      );
    }
    const setupOnly = SETUP_ONLY.find((key) => params[key] !== undefined);
    if (setupOnly === 'setup_intent_data')
      throw invalidRequest('You can only pass `setup_intent_data` in `setup` mode.', setupOnly);
    if (setupOnly)
      throw invalidRequest(`The sandbox takes \`${setupOnly}\` in \`setup\` mode only.`, setupOnly);
    const successUrl = absoluteUrl(params, 'success_url');
    const cancelUrl = absoluteUrl(params, 'cancel_url');
    const item = lineItem(params, mode);
    const amount = item.unitAmount * item.quantity;
    if (amount < 50)
      throw invalidRequest(
        "The Checkout Session's total amount due must add up to at least $0.50 usd",
        'line_items',
      );
    const email = optionalString(params, 'customer_email');
    if (email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      throw invalidRequest('Invalid email address: ' + email, 'customer_email', 'email_invalid');
    const locale = localeParam(params);
    const methods = paymentMethodsParam(params);
    const reference = clientReference(params);
    const customerCreation = optionalString(params, 'customer_creation');
    if (
      customerCreation !== undefined &&
      (mode !== 'payment' || !['always', 'if_required'].includes(customerCreation))
    ) {
      throw invalidRequest(
        '`customer_creation` can only be used in `payment` mode, with `always` or `if_required`.',
        'customer_creation',
      );
    }
    const metadata = metadataParam(params, 'metadata') ?? {};
    const paymentIntentMetadata = modeData(params, 'payment_intent_data', mode);
    const subscriptionMetadata = modeData(params, 'subscription_data', mode);
    const created = nowSeconds();
    const id = newId('cs_test', 58);
    const session = store.put<Session>({
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: cancelUrl,
      client_reference_id: reference,
      created,
      currency: 'usd',
      customer: null,
      customer_creation:
        mode === 'payment'
          ? ((customerCreation as 'always' | 'if_required' | undefined) ?? 'if_required')
          : null,
      customer_details: null,
      customer_email: email ?? null,
      expires_at: expiresAtParam(params, created),
      livemode: false,
      locale: locale as Session['locale'],
      metadata,
      mode,
      ...methods,
      payment_intent: null,
      payment_status: 'unpaid',
      setup_intent: null,
      status: 'open',
      subscription: null,
      success_url: successUrl,
      url: `${publicUrl}/pay/${id}`,
    });
    store.plans.set(id, { ...item, paymentIntentMetadata, subscriptionMetadata });
    return expand(store, session, stringList(params, 'expand'));
  };
}

export function checkoutSessionRoutes(publicUrl: () => string): ApiRoute[] {
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      handle: (ctx, req) => createSession(publicUrl())(ctx, req),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handle: ({ store }, { id, params }) => {
        allowOnly(params, ['expand']);
        const session = store.find('checkout.session', id);
        if (!session) throw noSuch('checkout session', id);
        return expand(store, session, stringList(params, 'expand'));
      },
    },
  ];
}
