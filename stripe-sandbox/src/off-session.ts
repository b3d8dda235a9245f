import { StripeApiError } from './errors.ts';
import { nowSeconds } from './ids.ts';
import { newCharge, newIntent, succeedPayment } from './payments.ts';
import type { Store } from './store.ts';
import { CARD_FAILURES, docUrl } from './test-cards.ts';
import type { PaymentIntent, PaymentMethod } from './types.ts';
import type { EventCause, Webhooks } from './webhooks.ts';

export type OffSessionCharge = {
  amount: number;
  currency: string;
  customer: string | null;
  method: PaymentMethod;
  metadata: Record<string, string>;
  description: string | null;
};

/**
 * Charges a saved card with the payer away (`off_session`, `confirm`): a PaymentIntent and its Charge. The card
 * decides: success settles the charge's fee as every card payment does (charge.succeeded,
 * payment_intent.succeeded); a refusal leaves the intent `requires_payment_method` with its
 * `last_payment_error` and a failed charge (charge.failed, payment_intent.payment_failed) and is thrown as
 * Stripe's 402 card_error, marked executed so the idempotency key replays it. Events go out after the answer.
 */
export function chargeOffSession(
  store: Store,
  hooks: Webhooks,
  input: OffSessionCharge,
  cause: EventCause,
): PaymentIntent {
  const created = nowSeconds();
  const base = { amount: input.amount, currency: input.currency, customer: input.customer, created };
  const intent = newIntent(store, {
    ...base,
    metadata: input.metadata,
    description: input.description,
    paymentMethod: input.method.id,
  });
  const charge = newCharge(store, { ...base, paymentIntent: intent.id });
  intent.latest_charge = charge.id;
  const behaviour = store.cardBehaviour.get(input.method.id) ?? 'succeeds';
  if (behaviour === 'succeeds') {
    succeedPayment(store, intent);
    hooks.deliverLater([
      hooks.record('charge.succeeded', charge, undefined, cause),
      hooks.record('payment_intent.succeeded', intent, undefined, cause),
    ]);
    return intent;
  }
  const failure = CARD_FAILURES[behaviour];
  const doc_url = docUrl(failure.code);
  Object.assign(charge, { status: 'failed', failure_code: failure.code, failure_message: failure.message });
  const method = structuredClone(input.method);
  // The refused card moves to last_payment_error: the intent waits for another payment method.
  Object.assign(intent, {
    status: 'requires_payment_method',
    payment_method: null,
    last_payment_error: {
      type: 'card_error',
      charge: charge.id,
      code: failure.code,
      ...(failure.decline_code ? { decline_code: failure.decline_code } : {}),
      doc_url,
      message: failure.message,
      ...(failure.param ? { param: failure.param } : {}),
      payment_method: method,
    },
  });
  hooks.deliverLater([
    hooks.record('charge.failed', charge, undefined, cause),
    hooks.record('payment_intent.payment_failed', intent, undefined, cause),
  ]);
  const error = new StripeApiError(402, 'card_error', failure.message, failure.code, failure.param, {
    charge: charge.id,
    ...(failure.decline_code ? { decline_code: failure.decline_code } : {}),
    doc_url,
    payment_intent: structuredClone(intent),
    payment_method: method,
    request_log_url: `https://dashboard.stripe.com/test/logs/${cause.requestId ?? ''}`,
  });
  error.executed = true;
  throw error;
}
