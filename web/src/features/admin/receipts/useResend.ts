import { useState } from 'react';
import { toast } from 'sonner';
import { callableErrorMessage } from '../data/callable';
import { resendMail, sendOwedReceipt } from './receipts-gateway';

/**
 * The Resend action of one message (or of a receipt a payment never got: `owed`), busy while the call runs,
 * its error beside the button.
 */
export function useResend() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<{ id: string; text: string } | null>(null);
  async function resend(id: string, label: string, owed = false) {
    setBusy(id);
    setError(null);
    try {
      await (owed ? sendOwedReceipt(id) : resendMail(id));
      toast.success(owed ? `${label} is being sent.` : `${label} is being sent again.`);
    } catch (failure) {
      console.error('Resend failed', failure);
      setError({
        id,
        text: callableErrorMessage(failure, 'The message could not be sent again. Please try again.'),
      });
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, resend };
}
