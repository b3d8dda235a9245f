import { moneyActionSchema, type MoneyAction, type Refusal } from '@hope/domain/records';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';

/**
 * A money action's form: react-hook-form whose resolver builds the action from the typed values and parses it
 * with the domain's schema, the same the function parses with, so a bad value gets the same words beside its
 * field as the server would answer. Field names are the action's own keys (amount, reason, checkNumber...).
 * `refuse`, given the record as the screen sees it, puts the domain's refusal of a field (a check the record
 * already holds) beside that field before anything is sent; the function checks again on the record as it is.
 */
export function useActionForm<V extends FieldValues>(
  defaults: V,
  build: (values: V) => MoneyAction,
  refuse?: (action: MoneyAction) => Refusal | null,
) {
  const resolver: Resolver<V> = async (values) => {
    const parsed = moneyActionSchema.safeParse(build(values));
    const errors: Record<string, { type: string; message: string }> = {};
    if (parsed.success) {
      const refusal = refuse?.(parsed.data);
      if (!refusal?.field || !(refusal.field in values)) return { values, errors: {} };
      errors[refusal.field] = { type: 'refused', message: refusal.message };
      return { values: {}, errors: errors as FieldErrors<V> };
    }
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field in values ? field : 'root'] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
  return useForm<V>({ defaultValues: defaults as DefaultValues<V>, resolver });
}
