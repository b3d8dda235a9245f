import { invalidRequest, noSuch } from '../errors.ts';
import { expand } from '../expand.ts';
import { nowSeconds } from '../ids.ts';
import {
  allowOnly,
  mergeMetadata,
  metadataParam,
  optionalBoolean,
  optionalInteger,
  stringList,
} from '../params.ts';
import type { Store } from '../store.ts';
import { cancelSubscription } from '../subscriptions.ts';
import { itemOf } from '../invoices.ts';
import type { Subscription } from '../types.ts';
import { cause, type ApiRoute } from './route.ts';

const PATTERN = /^\/v1\/subscriptions\/([^/]+)$/;

function find(store: Store, id: string): Subscription {
  const subscription = store.find('subscription', id);
  if (!subscription) throw noSuch('subscription', id);
  return subscription;
}

/**
 * POST /v1/subscriptions/:id: cancel_at (unix seconds, '' to clear) and metadata. Like Stripe, scheduling a
 * cancellation stamps canceled_at with the time of the request; the subscription ends when cancel_at passes.
 */
const update: ApiRoute = {
  method: 'POST',
  pattern: PATTERN,
  handle: ({ store }, { id, params }) => {
    allowOnly(params, ['cancel_at', 'cancel_at_period_end', 'metadata', 'proration_behavior', 'expand']);
    const subscription = find(store, id);
    const touchesBilling = ['cancel_at', 'cancel_at_period_end', 'proration_behavior'].some(
      (key) => key in params,
    );
    if (subscription.status === 'canceled' && touchesBilling) {
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
    }
    if (params.cancel_at === '') {
      Object.assign(subscription, { cancel_at: null, canceled_at: null });
    } else if (params.cancel_at !== undefined) {
      const cancelAt = optionalInteger(params, 'cancel_at')!;
      if (cancelAt <= itemOf(subscription).current_period_start) {
        throw invalidRequest('cancel_at must be after the start of the current period.', 'cancel_at');
      }
      Object.assign(subscription, {
        cancel_at: cancelAt,
        canceled_at: nowSeconds(),
        cancel_at_period_end: false,
      });
    }
    const atPeriodEnd = optionalBoolean(params, 'cancel_at_period_end');
    if (atPeriodEnd !== undefined) {
      const end = itemOf(subscription).current_period_end;
      Object.assign(
        subscription,
        atPeriodEnd
          ? { cancel_at_period_end: true, cancel_at: end, canceled_at: nowSeconds() }
          : { cancel_at_period_end: false, cancel_at: null, canceled_at: null },
      );
    }
    const metadata = metadataParam(params, 'metadata');
    if (metadata) subscription.metadata = mergeMetadata(subscription.metadata, params.metadata, metadata);
    return expand(store, subscription, stringList(params, 'expand'));
  },
};

/** DELETE /v1/subscriptions/:id ends it now; customer.subscription.deleted follows after the response. */
const cancel: ApiRoute = {
  method: 'DELETE',
  pattern: PATTERN,
  handle: ({ store, hooks }, req) => {
    allowOnly(req.params, ['expand', 'invoice_now', 'prorate']);
    const subscription = cancelSubscription(find(store, req.id));
    hooks.deliverLater([hooks.record('customer.subscription.deleted', subscription, undefined, cause(req))]);
    return expand(store, subscription, stringList(req.params, 'expand'));
  },
};

const retrieve: ApiRoute = {
  method: 'GET',
  pattern: PATTERN,
  handle: ({ store }, { id, params }) => {
    allowOnly(params, ['expand']);
    return expand(store, find(store, id), stringList(params, 'expand'));
  },
};

export const subscriptionRoutes: ApiRoute[] = [retrieve, update, cancel];
