/** Stripe's error types; stripe-node picks its error class from the HTTP status and this type. */
export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

/** An error answered in Stripe's JSON shape: `{error: {type, message, code?, param?}}`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code) error.code = this.code;
    if (this.param) error.param = this.param;
    return { error };
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
