import { moneyActionSchema, type MoneyAction, type Refusal } from '@hope/domain/records';
import { useState } from 'react';
import { toast } from 'sonner';
import { callableErrorField, callableErrorMessage } from '../../../data/callable';
import { runMoneyAction } from '../../../data/records-gateway';

type Field = NonNullable<Refusal['field']>;
export type ActionState = { busy: boolean; error: string | null; field: Field | null };

const FIELDS = new Set<string>(['checkNumber', 'amount', 'depositedOn'] satisfies Field[]);

/**
 * Sends one confirmed money action. The request id is made when the dialog opens (`newRequestId`), so a
 * retry after a lost answer repeats the same request and Stripe does it once. A refusal the function ties to
 * a field (a check the record already holds) is shown beside that field, the others under the form.
 */
export function useMoneyAction(onDone: () => void) {
  const [state, setState] = useState<ActionState>({ busy: false, error: null, field: null });
  async function run(action: MoneyAction, doneText: string, replayedText = doneText) {
    const parsed = moneyActionSchema.safeParse(action);
    if (!parsed.success) {
      setState({ busy: false, error: parsed.error.issues[0]!.message, field: null });
      return;
    }
    setState({ busy: true, error: null, field: null });
    try {
      const answer = (await runMoneyAction(parsed.data)) as { replayed?: boolean } | null;
      setState({ busy: false, error: null, field: null });
      toast.success(answer?.replayed ? replayedText : doneText);
      onDone();
    } catch (error) {
      console.error(`${action.action} failed`, error);
      const field = callableErrorField(error);
      setState({
        busy: false,
        error: callableErrorMessage(error),
        field: field && FIELDS.has(field) ? (field as Field) : null,
      });
    }
  }
  return {
    ...state,
    run,
    /** The refusal to show under the form: one that no field of the dialog is about. */
    formError: state.field ? null : state.error,
    /** The refusal to show beside a field, if it is about that one. */
    errorOf: (field: Field) => (state.field === field ? (state.error ?? undefined) : undefined),
    reset: () => setState({ busy: false, error: null, field: null }),
  };
}

export function newRequestId(): string {
  return crypto.randomUUID();
}
