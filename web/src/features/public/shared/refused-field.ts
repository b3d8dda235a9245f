import { ApiError } from './public-api';

/**
 * A public form's fields a refusal of the server can be about: the request's field names
 * (domain/src/public/requests.ts) mapped to the form's own.
 */
export type RefusableFields<F extends string> = Readonly<Record<string, F>>;

/** A refused submit: the field, the server's words, and the value it refused. */
export interface Refusal<F extends string> {
  field: F;
  message: string;
  value: string;
}

/** The refusal a failed submit brought back, when the server named one of the form's fields. */
export function refusalOf<F extends string>(
  error: unknown,
  submitted: Record<F, unknown>,
  fields: RefusableFields<F>,
): Refusal<F> | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const field = fields[error.field];
  return field ? { field, message: error.message, value: String(submitted[field]) } : null;
}

/**
 * The words to show beside each field now: a refusal holds while its field keeps the refused value, and goes
 * as soon as the visitor changes it.
 */
export function refusedNow<F extends string>(
  refusal: Refusal<F> | null,
  values: Record<F, unknown>,
): Partial<Record<F, string>> {
  if (!refusal || String(values[refusal.field]) !== refusal.value) return {};
  return { [refusal.field]: refusal.message } as Partial<Record<F, string>>;
}
