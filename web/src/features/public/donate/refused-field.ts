import { ApiError } from '../shared/public-api';
import type { DonateFormValues } from './donation-request';

/** The donate form's fields a refusal of the server can be about, and shown beside. */
export type RefusableField = 'amount' | 'months' | 'parentName' | 'email';

/** The request's field names (domain/src/public/requests.ts) as the form names them. */
const FORM_FIELD: Record<string, RefusableField> = {
  amount: 'amount',
  months: 'months',
  parent_name: 'parentName',
  email: 'email',
};

/** A refused submit: the field, the server's words, and the value it refused. */
export interface Refusal {
  field: RefusableField;
  message: string;
  value: string;
}

/** The refusal a failed submit brought back, when the server named one of the form's fields. */
export function refusalOf(error: unknown, submitted: DonateFormValues): Refusal | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const field = FORM_FIELD[error.field];
  return field ? { field, message: error.message, value: String(submitted[field]) } : null;
}

/**
 * The words to show beside each field now: a refusal holds while its field keeps the refused value, and goes
 * as soon as the parent changes it.
 */
export function refusedNow(
  refusal: Refusal | null,
  values: DonateFormValues,
): Partial<Record<RefusableField, string>> {
  if (!refusal || String(values[refusal.field]) !== refusal.value) return {};
  return { [refusal.field]: refusal.message };
}
