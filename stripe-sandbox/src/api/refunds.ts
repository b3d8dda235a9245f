import { invalidRequest, noSuch } from '../errors.ts';
import { expand } from '../expand.ts';
import { allowOnly, optionalInteger, optionalString, stringList } from '../params.ts';
import { refundCharge } from '../ledger.ts';
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

/** POST /v1/refunds; charge.refunded (with previous_attributes) is delivered after the response. */
export const refundRoutes: ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/refunds$/,
    handle: ({ store, hooks }, req) => {
      const { params } = req;
      allowOnly(params, ['charge', 'payment_intent', 'amount', 'expand']);
      const charge = chargeToRefund(
        store,
        optionalString(params, 'charge'),
        optionalString(params, 'payment_intent'),
      );
      const { refund, previous } = refundCharge(store, charge, optionalInteger(params, 'amount'));
      hooks.deliverLater([hooks.record('charge.refunded', charge, previous, cause(req))]);
      return expand(store, refund, stringList(params, 'expand'));
    },
  },
];
