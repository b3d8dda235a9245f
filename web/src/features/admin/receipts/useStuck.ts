import { stuckReason, stuckWords, type MailStatus } from '@hope/domain/receipts';
import { useEffect, useState } from 'react';

/** How often an unsettled message is looked at again: it becomes stuck with time alone, without a write. */
const LOOK_AGAIN_MS = 30_000;

/**
 * Whether a message is stuck (its sender stopped, or none took it: stuck-mail.ts), in the office's words; null
 * while it is on its way, sent or failed. Judged again every 30 seconds while the message is unsettled.
 */
export function useStuck(mail: Pick<MailStatus, 'delivery' | 'created_at' | 'resent'>) {
  const [now, setNow] = useState(() => new Date());
  const state = mail.delivery?.state;
  const settled = state === 'SUCCESS' || state === 'ERROR';
  useEffect(() => {
    if (settled) return;
    const timer = setInterval(() => setNow(new Date()), LOOK_AGAIN_MS);
    return () => clearInterval(timer);
  }, [settled]);
  const reason = stuckReason(mail, now);
  return reason ? stuckWords(reason) : null;
}
