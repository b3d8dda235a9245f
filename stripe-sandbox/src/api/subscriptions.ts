import { invalidRequest, noSuch } from '../errors.ts';
import { expand } from '../expand.ts';
import { nowSeconds } from '../ids.ts';
import {
  allowOnly,
  mergeMetadata,
  metadataParam,
  optionalBoolean,
  optionalInteger,
  optionalObject,
  optionalString,
  stringList,
  type Params,
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

/** cancellation_details[comment]: why our side cancels ('' clears it). Read before anything changes. */
function cancellationComment(params: Params): string | null | undefined {
  const details = optionalObject(params, 'cancellation_details');
  if (!details) return undefined;
  allowOnly(details, ['comment'], 'cancellation_details');
  const comment = optionalString(details, 'comment', 'cancellation_details');
  if (comment !== undefined && comment.length > 5000)
    throw invalidRequest(
      'cancellation_details[comment] can be at most 5000 characters.',
      'cancellation_details[comment]',
    );
  return comment === '' ? null : comment;
}

/** A scheduled cancellation is one our side requested; removing the schedule clears the reason. */
function schedule(subscription: Subscription, cancelAt: number | null, atPeriodEnd = false): void {
  Object.assign(subscription, {
    cancel_at: cancelAt,
    cancel_at_period_end: atPeriodEnd,
    canceled_at: cancelAt === null ? null : nowSeconds(),
  });
  subscription.cancellation_details!.reason = cancelAt === null ? null : 'cancellation_requested';
}

/**
 * POST /v1/subscriptions/:id: cancel_at (unix seconds, '' to clear), cancel_at_period_end, cancellation_details
 * and metadata. Like Stripe, scheduling a cancellation stamps canceled_at with the time of the request and
 * cancellation_details.reason 'cancellation_requested'; the subscription ends when cancel_at passes. Every
 * parameter is checked before anything changes, so a refused update changes nothing.
 */
const update: ApiRoute = {
  method: 'POST',
  pattern: PATTERN,
  handle: ({ store }, { id, params }) => {
    allowOnly(params, [
      'cancel_at',
      'cancel_at_period_end',
      'cancellation_details',
      'metadata',
      'proration_behavior',
      'expand',
    ]);
    const subscription = find(store, id);
    const touchesBilling = ['cancel_at', 'cancel_at_period_end', 'proration_behavior'].some(
      (key) => key in params,
    );
    if (subscription.status === 'canceled' && touchesBilling) {
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
    }
    // Stripe: until its first invoice is paid (a bank debit still processing), only metadata may change.
    if (subscription.status === 'incomplete' && touchesBilling) {
      throw invalidRequest('An incomplete subscription can only update its metadata.');
    }
    const cancelAt = params.cancel_at === '' ? null : optionalInteger(params, 'cancel_at');
    if (typeof cancelAt === 'number' && cancelAt <= itemOf(subscription).current_period_start) {
      throw invalidRequest('cancel_at must be after the start of the current period.', 'cancel_at');
    }
    const atPeriodEnd = optionalBoolean(params, 'cancel_at_period_end');
    const comment = cancellationComment(params);
    const metadata = metadataParam(params, 'metadata');
    if (cancelAt !== undefined) schedule(subscription, cancelAt);
    if (atPeriodEnd !== undefined)
      schedule(subscription, atPeriodEnd ? itemOf(subscription).current_period_end : null, atPeriodEnd);
    if (comment !== undefined) subscription.cancellation_details!.comment = comment;
    if (metadata) subscription.metadata = mergeMetadata(subscription.metadata, params.metadata, metadata);
    return expand(store, subscription, stringList(params, 'expand'));
  },
};

/** DELETE /v1/subscriptions/:id ends it now; customer.subscription.deleted follows after the response. */
const cancel: ApiRoute = {
  method: 'DELETE',
  pattern: PATTERN,
  handle: ({ store, hooks }, req) => {
    allowOnly(req.params, ['cancellation_details', 'expand', 'invoice_now', 'prorate']);
    const comment = cancellationComment(req.params);
    const subscription = cancelSubscription(find(store, req.id));
    if (comment !== undefined) subscription.cancellation_details!.comment = comment;
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
