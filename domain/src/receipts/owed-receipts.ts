import { z } from '../zod';
import { recordCollectionSchema, type RecordEvent } from '../records';
import type { DeliveryState } from './mail';
import { mailPlanFor, mailRecipient } from './receipt-plan';

/*
 * A payment must never stay without its receipt unnoticed. A receipt is owed while its mail document does not
 * exist (the record had no email when the payment landed) or its delivery ended in ERROR after the sender's
 * retries. Each owed receipt is listed for the office in `owed_receipts/{mail id}` (written by the functions
 * only) until its mail is sent; a sweep creates the missing ones once the record has an email and sends the
 * failed ones again a bounded number of times, after which they stay listed for a person to act on.
 */

export const OWED_RECEIPTS_COLLECTION = 'owed_receipts';

/** How many times the sweep sends a failed receipt again before leaving it to a person. */
export const SWEEP_RETRY_LIMIT = 3;

export const owedReasonSchema = z.enum(['no_email', 'failed']);
export type OwedReason = z.infer<typeof owedReasonSchema>;

export const owedReceiptSchema = z.object({
  record: z.object({ collection: recordCollectionSchema, id: z.string().min(1) }),
  /** The history entry of the payment: what the receipt is composed from. */
  event_id: z.string().min(1),
  /** One line for the office: 'Payment of $40.00 received 2026-11-03'. */
  summary: z.string(),
  reason: owedReasonSchema,
  /** Why it is owed, in the office's words: the record's missing email, or the last delivery error. */
  detail: z.string(),
  /** When it was first found owed. */
  since: z.string(),
  /** How many times the sweep sent it again after a failed delivery. */
  retries: z.number().int().nonnegative(),
});
export type OwedReceipt = z.infer<typeof owedReceiptSchema>;

/** A history entry of a record, with its document id. */
export interface RecordEntry {
  id: string;
  entry: RecordEvent;
}

/** A receipt a payment calls for: the mail id derived from the payment, and the entry it is composed from. */
export interface DueReceipt {
  mailId: string;
  eventId: string;
  entry: RecordEvent;
}

/**
 * The receipts a record's history calls for, one per payment however many entries report it (the earliest
 * entry is the one acknowledged, as the trigger did). Pledge confirmations are not payments: not listed.
 */
export function receiptsDue(entries: readonly RecordEntry[]): DueReceipt[] {
  const byMail = new Map<string, DueReceipt>();
  const ordered = [...entries].sort(
    (a, b) => a.entry.at.localeCompare(b.entry.at) || a.id.localeCompare(b.id),
  );
  for (const { id, entry } of ordered) {
    const plan = mailPlanFor(entry);
    if (plan?.kind !== 'receipt' || byMail.has(plan.mailId)) continue;
    byMail.set(plan.mailId, { mailId: plan.mailId, eventId: id, entry });
  }
  return [...byMail.values()];
}

export type LackingReceipt = DueReceipt & { standing: 'missing' | 'failed' };

/**
 * The payments that lack a receipt: their mail does not exist, or its delivery failed. `mail` holds the
 * delivery state of each mail document that exists ('PENDING' for one the sender has not picked up yet).
 */
export function paymentsLackingReceipt(
  due: readonly DueReceipt[],
  mail: ReadonlyMap<string, DeliveryState>,
): LackingReceipt[] {
  const lacking: LackingReceipt[] = [];
  for (const receipt of due) {
    const state = mail.get(receipt.mailId);
    if (state === undefined) lacking.push({ ...receipt, standing: 'missing' });
    else if (state === 'ERROR') lacking.push({ ...receipt, standing: 'failed' });
  }
  return lacking;
}

/** Whether the sweep sends a failed receipt again, or leaves it listed for a person. */
export function sweepRetries(owed: Pick<OwedReceipt, 'retries'> | null): boolean {
  return (owed?.retries ?? 0) < SWEEP_RETRY_LIMIT;
}

/**
 * The office's Send receipt on a payment whose record still cannot be mailed (no address, or an unusable one):
 * what to do, since pressing it again changes nothing. Why is on the owed line already.
 */
export const OWED_STILL_UNSENDABLE =
  'No receipt was sent: the record still has no usable email address. Add it to the record first: the receipt is then sent on its own.';

/** The office's line for an owed receipt. */
export function owedLabel(owed: Pick<OwedReceipt, 'reason' | 'retries'>): string {
  if (owed.reason === 'no_email') return 'Not sent: no email address';
  return owed.retries >= SWEEP_RETRY_LIMIT
    ? `Not sent: delivery failed after ${owed.retries} automatic retries`
    : 'Not sent yet: delivery failed, retried automatically';
}

/** A record that could not be mailed before this change and can be now: its owed receipts can go out. */
export function gainedMailAddress(
  before: { email?: string | null } | undefined,
  after: { email?: string | null } | undefined,
): boolean {
  if (!after) return false;
  const mailable = (record: { email?: string | null }) =>
    'email' in mailRecipient({ email: record.email ?? null });
  return mailable(after) && !(before && mailable(before));
}
