import type { MailDocument } from './mail';

/*
 * A message that should have gone and has not: its sender took it and stopped before finishing (its lease ran
 * out: the sender's function was killed at its timeout, its instance went away), or no sender ever took it (the
 * trigger failed for an hour, or never ran) some minutes after it was queued. The receipts sweep sends such a
 * message again, and the office may Resend it; a message its sender still holds (a year-end run's statement
 * included) is left alone until its lease lapses, so nothing is sent by two senders at once.
 */

/** How long a queued message may wait for its sender before it counts as stuck (a sender takes it in seconds). */
export const QUEUED_GRACE_MS = 5 * 60_000;

type Queued = Pick<MailDocument, 'delivery' | 'created_at' | 'resent'>;

/** When a message was last queued: created, or set to be sent again. */
const queuedAt = (mail: Queued): string => mail.resent?.at ?? mail.created_at;

export type StuckReason = 'stopped' | 'waiting';

/** Why a message is stuck, or null when it is sent, failed, or still on its way. */
export function stuckReason(mail: Queued, now: Date): StuckReason | null {
  const state = mail.delivery?.state;
  if (state === 'SUCCESS' || state === 'ERROR') return null;
  if (state === 'PROCESSING')
    return (mail.delivery?.leaseExpireTime ?? '') < now.toISOString() ? 'stopped' : null;
  return Date.parse(queuedAt(mail)) + QUEUED_GRACE_MS < now.getTime() ? 'waiting' : null;
}

/**
 * A message the office may ask to send again: sent or failed, or stuck; not one on its way (its sender holds
 * it, or it was queued a moment ago).
 */
export function canResend(mail: Queued, now = new Date()): boolean {
  const state = mail.delivery?.state;
  return state === 'SUCCESS' || state === 'ERROR' || stuckReason(mail, now) !== null;
}

/** What the office reads beside a stuck message and its Resend: what happened, and what Resend does. */
export function stuckWords(reason: StuckReason): { label: string; explanation: string } {
  const after = 'Resend sends it now; otherwise the automatic check every 15 minutes sends it.';
  return reason === 'stopped'
    ? {
        label: 'Stuck',
        explanation: `Its sending stopped before it was confirmed. ${after} If the first try did reach the donor, they will have it twice.`,
      }
    : {
        label: 'Stuck',
        explanation: `It has waited more than ${QUEUED_GRACE_MS / 60_000} minutes without being sent. ${after}`,
      };
}
