import { useState } from 'react';
import { toast } from 'sonner';
import { callableErrorMessage } from './callable';

/**
 * The state of an office action confirmed in an `ActionDialog`: busy while it runs; when done, a toast says so
 * and `onDone` follows; when refused, the server's words stay in the dialog.
 */
export function useConfirmedAction(action: () => Promise<unknown>, done: string, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setError(null);
    try {
      await action();
      toast.success(done);
      onDone();
    } catch (caught) {
      setError(callableErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}
