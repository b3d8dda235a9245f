import { moneyActionSchema, type MoneyAction } from '@hope/domain/records';
import { useState } from 'react';
import { toast } from 'sonner';
import { callableErrorMessage } from '../../../data/callable';
import { runMoneyAction } from '../../../data/records-gateway';

export type ActionState = { busy: boolean; error: string | null };

/**
 * Sends one confirmed money action. The request id is made when the dialog opens (`newRequestId`), so a
 * retry after a lost answer repeats the same request and Stripe does it once.
 */
export function useMoneyAction(onDone: () => void) {
  const [state, setState] = useState<ActionState>({ busy: false, error: null });
  async function run(action: MoneyAction, doneText: string) {
    const parsed = moneyActionSchema.safeParse(action);
    if (!parsed.success) {
      setState({ busy: false, error: parsed.error.issues[0]!.message });
      return;
    }
    setState({ busy: true, error: null });
    try {
      await runMoneyAction(parsed.data);
      setState({ busy: false, error: null });
      toast.success(doneText);
      onDone();
    } catch (error) {
      console.error(`${action.action} failed`, error);
      setState({ busy: false, error: callableErrorMessage(error) });
    }
  }
  return { ...state, run, reset: () => setState({ busy: false, error: null }) };
}

export function newRequestId(): string {
  return crypto.randomUUID();
}
