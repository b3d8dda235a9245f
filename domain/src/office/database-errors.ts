import { errorMessage } from '../messages';
import { invalidLevelMessage } from './add-validation';

export type DatabaseErrorKind = 'numeric' | 'timestamp' | 'boolean' | 'not_null' | 'invalid_enum' | 'other';

/*
 * Ordered: the first matching rule wins. 'invalid input syntax for type timestamp' must be read as a date
 * problem, so the specific type rules come before the generic ones.
 */
const rules: readonly { kind: DatabaseErrorKind; pattern: RegExp }[] = [
  {
    kind: 'numeric',
    pattern: /invalid input syntax for type (numeric|integer|bigint|smallint|real|double)/i,
  },
  { kind: 'timestamp', pattern: /timestamp|date\/time|invalid input syntax for type date/i },
  { kind: 'boolean', pattern: /boolean/i },
  { kind: 'not_null', pattern: /not-null|not null|null value in column/i },
  { kind: 'invalid_enum', pattern: /invalid input value for enum|invalid text representation/i },
];

/** What kind of problem a database error message describes. */
export function classifyDatabaseError(message: string): DatabaseErrorKind {
  return rules.find((rule) => rule.pattern.test(message))?.kind ?? 'other';
}

const bannerByKind: Record<Exclude<DatabaseErrorKind, 'other' | 'invalid_enum'>, string> = {
  numeric: 'Please check that all number fields contain valid numbers.',
  timestamp: 'Please check that the date field is in the correct format.',
  not_null: 'Please fill in all required fields.',
  boolean: 'Please check the boolean field values.',
};

/** The red banner of an add form after a failed save: what kind of error, else a generic retry text. */
export function addRecordErrorBanner(form: 'donation' | 'partner', error: unknown): string {
  const kind = classifyDatabaseError(errorMessage(error) ?? '');
  if (kind === 'invalid_enum' && form === 'partner') return invalidLevelMessage;
  if (kind === 'other' || kind === 'invalid_enum') {
    return `There was an error adding the ${form} record. Please try again.`;
  }
  return bannerByKind[kind];
}
