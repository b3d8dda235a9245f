import { useState } from 'react';
import { toast } from 'sonner';
import { callErrorText } from './call-error';
import { resendMail } from './receipts-gateway';

/** The Resend action of one message: busy while the call runs, its error beside the button. */
export function useResend() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<{ id: string; text: string } | null>(null);
  async function resend(id: string, label: string) {
    setBusy(id);
    setError(null);
    try {
      await resendMail(id);
      toast.success(`${label} is being sent again.`, { duration: 3000 });
    } catch (failure) {
      console.error('Resend failed', failure);
      setError({
        id,
        text: callErrorText(failure, 'The message could not be sent again. Please try again.'),
      });
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, resend };
}
