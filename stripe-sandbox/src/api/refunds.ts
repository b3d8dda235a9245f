import { invalidRequest, noSuch } from '../errors.ts';
import { expand } from '../expand.ts';
import {
  allowOnly,
  mergeMetadata,
  metadataParam,
  optionalInteger,
  optionalString,
  stringList,
} from '../params.ts';
import { REFUND_REASONS, refundCharge, type RefundReason } from '../refunds.ts';
import type { Store } from '../store.ts';
import type { Charge } from '../types.ts';
import { cause, type ApiRoute } from './route.ts';

/** The charge a refund names directly, or through its PaymentIntent. */
export function chargeToRefund(
  store: Store,
  chargeId: string | undefined,
  intentId: string | undefined,
): Charge {
  if (chargeId) {
    const charge = store.find('charge', chargeId);
    if (!charge) throw noSuch('charge', chargeId, 'charge');
    return charge;
  }
  if (!intentId)
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  const intent = store.find('payment_intent', intentId);
  if (!intent) throw noSuch('payment_intent', intentId, 'payment_intent');
  const charge = intent.latest_charge ? store.find('charge', intent.latest_charge) : undefined;
  if (!charge) throw invalidRequest(`PaymentIntent ${intentId} has no charge to refund.`, 'payment_intent');
  return charge;
}

function refundReason(value: string | undefined): RefundReason | undefined {
  if (value === undefined || (REFUND_REASONS as readonly string[]).includes(value))
    return value as RefundReason | undefined;
  throw invalidRequest(
    'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
    'reason',
  );
}

/**
 * POST /v1/refunds. After the response: charge.refunded (the charge, with previous_attributes), then
 * refund.created (the refund, with its reason and metadata).
 */
export const refundRoutes: ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/refunds$/,
    handle: ({ store, hooks }, req) => {
      const { params } = req;
      allowOnly(params, ['charge', 'payment_intent', 'amount', 'reason', 'metadata', 'expand']);
      const charge = chargeToRefund(
        store,
        optionalString(params, 'charge'),
        optionalString(params, 'payment_intent'),
      );
      const reason = refundReason(optionalString(params, 'reason'));
      const metadata = metadataParam(params, 'metadata');
      const { refund, previous } = refundCharge(store, charge, {
        amount: optionalInteger(params, 'amount'),
        reason,
        metadata: metadata && mergeMetadata({}, params.metadata, metadata),
      });
      hooks.deliverLater([
        hooks.record('charge.refunded', charge, previous, cause(req)),
        hooks.record('refund.created', refund, undefined, cause(req)),
      ]);
      return expand(store, refund, stringList(params, 'expand'));
    },
  },
];
