/** Stripe's error types; stripe-node picks its error class from the HTTP status and this type. */
export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

/**
 * An error answered in Stripe's JSON shape: `{error: {type, message, code?, param?, ...details}}`. A card error
 * adds its details (decline_code, charge, payment_intent, ...).
 */
export class StripeApiError extends Error {
  /**
   * The request began executing before it failed (a card was charged and declined): Stripe saves such a result
   * under the request's idempotency key and replays it, where a request refused by validation is not saved.
   */
  executed = false;

  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toJSON(): { error: Record<string, unknown> } {
    const error: Record<string, unknown> = { type: this.type, message: this.message };
    if (this.code) error.code = this.code;
    if (this.param) error.param = this.param;
    return { error: { ...error, ...this.details } };
  }
}

export const invalidRequest = (message: string, param?: string, code?: string): StripeApiError =>
  new StripeApiError(400, 'invalid_request_error', message, code, param);

export const missingParam = (param: string): StripeApiError =>
  invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');

export const unknownParam = (param: string): StripeApiError =>
  invalidRequest(`Received unknown parameter: ${param}`, param, 'parameter_unknown');

/** Stripe names the object type in words: "No such checkout session: 'cs_test_...'". */
export const noSuch = (kind: string, id: string, param = 'id'): StripeApiError =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

/** An id named in a parameter that Stripe does not know: a 400, unlike an unknown id in the URL. */
export const noSuchParam = (kind: string, id: string, param: string): StripeApiError =>
  new StripeApiError(400, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

export const unrecognizedUrl = (method: string, path: string): StripeApiError =>
  new StripeApiError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${method}: ${path}). This is the local Stripe sandbox; it answers only the calls the app makes.`,
  );

/** The default error type for an injected status, as Stripe would answer it. */
export function typeForStatus(status: number): StripeErrorType {
  if (status === 402) return 'card_error';
  if (status >= 500) return 'api_error';
  return 'invalid_request_error';
}
