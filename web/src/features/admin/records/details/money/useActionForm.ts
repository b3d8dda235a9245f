import { moneyActionSchema, type MoneyAction } from '@hope/domain/records';
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
 */
export function useActionForm<V extends FieldValues>(defaults: V, build: (values: V) => MoneyAction) {
  const resolver: Resolver<V> = async (values) => {
    const parsed = moneyActionSchema.safeParse(build(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field in values ? field : 'root'] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
  return useForm<V>({ defaultValues: defaults as DefaultValues<V>, resolver });
}
