import type { DepositBatch, DepositRequestInput } from '@hope/domain/deposits';
import { useState } from 'react';
import { toast } from 'sonner';
import { callableErrorField, callableErrorMessage } from '../data/callable';
import { depositStep } from './deposits-gateway';

/** Any step a Deposits screen request can be, without its request id (given here, once per click). */
export type Step = DepositRequestInput extends infer R
  ? R extends unknown
    ? Omit<R, 'requestId'>
    : never
  : never;

/**
 * Runs one step of a batch: busy while it runs, the function's own words on a refusal (with the item's field it
 * is about, when the function names one), a toast when done. Each click gets its own request id; the function's
 * retry of the same call does nothing twice.
 */
export function useDepositStep() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [field, setField] = useState<string | null>(null);
  async function run(step: Step, done: string): Promise<string | null> {
    setBusy(true);
    setError(null);
    setField(null);
    try {
      const answer = await depositStep({ ...step, requestId: crypto.randomUUID() } as DepositRequestInput);
      toast.success(done);
      return answer.batchId;
    } catch (caught) {
      setError(callableErrorMessage(caught));
      setField(callableErrorField(caught));
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, field, run, clearError: () => setError(null) };
}

/** What the batch's confirm dialogs (count, sign-off) take: the batch, the step runner they share, and open. */
export interface BatchDialogProps {
  batchId: string;
  batch: DepositBatch;
  step: ReturnType<typeof useDepositStep>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
