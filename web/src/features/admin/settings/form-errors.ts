import type { SettingsFormValues } from '@hope/domain/settings';
import { get, type FieldErrors } from 'react-hook-form';

/** The message react-hook-form holds for a field, if any. */
export function fieldError(errors: FieldErrors<SettingsFormValues>, name: string): string | undefined {
  const error: unknown = get(errors, name);
  return isMessage(error) ? error.message : undefined;
}

/** A list's own message (its items taken together: 'The shares must add up to 100%'), if any. */
export function listError(errors: FieldErrors<SettingsFormValues>, name: string): string | undefined {
  const error: unknown = get(errors, name);
  if (!error || typeof error !== 'object') return undefined;
  if ('root' in error && isMessage(error.root)) return error.root.message;
  return isMessage(error) ? error.message : undefined;
}

/** How many messages the form shows: one per field and one per list that is refused as a whole. */
export function countErrors(errors: unknown): number {
  if (!errors || typeof errors !== 'object') return 0;
  let count = isMessage(errors) ? 1 : 0;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
    count += countErrors(value);
  }
  return count;
}

function isMessage(value: unknown): value is { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string' &&
    value.message !== ''
  );
}

/** True when a message sits under a key of this name anywhere in the form (a Spanish version's: 'translations'). */
export function hasErrorUnder(errors: unknown, key: string): boolean {
  if (!errors || typeof errors !== 'object') return false;
  return Object.entries(errors).some(
    ([name, value]) => name !== 'ref' && (name === key ? countErrors(value) > 0 : hasErrorUnder(value, key)),
  );
}
