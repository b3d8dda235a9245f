import { cheapestLevel, type SchoolSettings } from '@hope/domain/settings';
import { depositItemInputSchema, type DepositMethod } from '@hope/domain/deposits';
import { hasAtMostTwoDecimals, toCents } from '@hope/domain/money';
import type { ChosenRecord } from './PayerSearch';
import type { NewPayer } from './NewPayerFields';

export interface ItemValues {
  method: DepositMethod;
  /** Dollars as typed. */
  amount: string;
  checkNumber: string;
  payerMode: 'existing' | 'new';
  chosen: ChosenRecord | null;
  newPayer: NewPayer;
}

export type ItemField = 'amount' | 'checkNumber' | 'payer' | 'name' | 'email';

/** A new sponsor starts on the cheapest level, as the office's add form does. */
export const emptyItem = (settings: Pick<SchoolSettings, 'sponsorshipLevels'>): ItemValues => ({
  method: 'cash',
  amount: '',
  checkNumber: '',
  payerMode: 'existing',
  chosen: null,
  newPayer: { kind: 'donation', name: '', email: '', level: cheapestLevel(settings).id },
});

/** Dollars typed to cents; a value with more than two decimals stays fractional, so the schema names it. */
export function typedCents(amount: string): number | undefined {
  if (amount.trim() === '') return undefined;
  const dollars = Number(amount);
  return hasAtMostTwoDecimals(dollars) ? toCents(dollars) : dollars * 100;
}

/** Where the schema's message goes on the form. */
function fieldOf(path: readonly PropertyKey[]): ItemField {
  if (path[0] === 'amount_cents') return 'amount';
  if (path[0] === 'check_number') return 'checkNumber';
  if (path[1] === 'name') return 'name';
  if (path[1] === 'email') return 'email';
  return 'payer';
}

/**
 * The item the form describes, parsed with the schema the function parses with (the same words), or the
 * message of each field that is wrong.
 */
export function readItem(values: ItemValues) {
  const payer =
    values.payerMode === 'existing'
      ? values.chosen && {
          type: 'existing' as const,
          collection: values.chosen.collection,
          id: values.chosen.id,
        }
      : {
          type: 'new' as const,
          ...values.newPayer,
          level: values.newPayer.kind === 'partner' ? values.newPayer.level : null,
        };
  const input = {
    method: values.method,
    amount_cents: typedCents(values.amount),
    check_number: values.method === 'check' ? values.checkNumber : null,
    payer,
  };
  const parsed = depositItemInputSchema.safeParse(input);
  const errors: Partial<Record<ItemField, string>> = {};
  if (!payer) errors.payer = 'Please choose the record this pays, or enter a new one';
  if (!parsed.success) for (const issue of parsed.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return parsed.success && Object.keys(errors).length === 0
    ? { ok: true as const, input: parsed.data }
    : { ok: false as const, errors };
}
