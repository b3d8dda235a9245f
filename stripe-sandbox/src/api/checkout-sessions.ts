import { invalidRequest, noSuch } from '../errors.ts';
import { expand } from '../expand.ts';
import { newId, nowSeconds } from '../ids.ts';
import {
  allowOnly,
  metadataParam,
  optionalInteger,
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
] as const;

/** Stripe's bounds for a session's expiry: 30 minutes to 24 hours after its creation. */
function expiresAtParam(params: Params, created: number): number {
  const expiresAt = optionalInteger(params, 'expires_at');
  if (expiresAt === undefined) return created + 24 * 3600;
  if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
    throw invalidRequest(
      'The `expires_at` timestamp must be between 30 minutes and 24 hours after the Checkout Session is created.',
      'expires_at',
    );
  }
  return expiresAt;
}

function absoluteUrl(params: Params, key: string): string {
  const value = requiredString(params, key);
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw invalidRequest('Not a valid URL', key, 'url_invalid');
  return value;
}

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
    if (mode !== 'payment' && mode !== 'subscription') {
      throw invalidRequest(
        `Invalid mode: the sandbox supports payment and subscription, not ${mode}.`,
        'mode',
      );
    }
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
    const reference = optionalString(params, 'client_reference_id');
    if (reference !== undefined && reference.length > 200)
      throw invalidRequest('client_reference_id must be at most 200 characters.', 'client_reference_id');
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
      client_reference_id: reference ?? null,
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
