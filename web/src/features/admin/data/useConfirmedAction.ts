import { useState } from 'react';
import { toast } from 'sonner';
import { callableErrorMessage } from './callable';

/**
 * The state of an office action confirmed in an `ActionDialog`: busy while it runs; when done, a toast says so
 * and `onDone` follows; when refused, the server's words (or `fallback`, when it gave none) stay in the dialog
 * until `clear` (the dialog closed) or the next try. `run`'s arguments are handed to `action` (a request the
 * dialog has just checked).
 */
export function useConfirmedAction<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
  done: string,
  onDone: () => void,
  fallback?: string,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(...args: Args) {
    setBusy(true);
    setError(null);
    try {
      await action(...args);
      toast.success(done);
      onDone();
    } catch (caught) {
      console.error(`"${done}" did not happen`, caught);
      setError(callableErrorMessage(caught, fallback));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run, clear: () => setError(null) };
}
