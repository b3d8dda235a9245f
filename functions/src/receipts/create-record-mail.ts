import {
  MAIL_COLLECTION,
  MAIL_STATUS_COLLECTION,
  mailPlanFor,
  mailStatusOf,
  OWED_RECEIPTS_COLLECTION,
  owedReceiptSchema,
  type OwedReceipt,
} from '@hope/domain/receipts';
import { type RecordEvent } from '@hope/domain/records';
import { firestore } from '../firestore';
import { recordMail } from './record-mail';

export type Creation =
  | { outcome: 'created' | 'exists' }
  | { outcome: 'owed'; detail: string }
  | { outcome: 'none'; detail: string };

/**
 * The one way a receipt or pledge confirmation comes to exist (the trigger, the sweep and the office's Resend
 * all use it): its id is derived from what it acknowledges and it is created in a transaction that first looks
 * for it, so two callers at once, a replayed entry or a second sweep never make a second message. A receipt
 * that cannot be sent because the record has no email is listed as owed instead, in the same transaction, and
 * leaves that list when its mail is created. Its status (what every member reads) is written with it, so the
 * office sees the message queued even if no sender ever takes it (then stuck, with Resend); the sender's
 * writes bring the status up to date after.
 */
export async function createRecordMail(entryId: string, entry: RecordEvent, now: Date): Promise<Creation> {
  const plan = mailPlanFor(entry);
  if (!plan) return { outcome: 'none', detail: 'No mail for this entry.' };
  const composed = await recordMail(entryId, entry, now);
  const db = firestore();
  const mailRef = db.collection(MAIL_COLLECTION).doc(plan.mailId);
  const owedRef = db.collection(OWED_RECEIPTS_COLLECTION).doc(plan.mailId);
  const statusRef = db.collection(MAIL_STATUS_COLLECTION).doc(plan.mailId);
  return db.runTransaction(async (tx): Promise<Creation> => {
    const [mail, owed] = await tx.getAll(mailRef, owedRef);
    const listed = owedReceiptSchema.safeParse(owed!.data());
    if (mail!.exists) {
      // Its mail exists: it is owed again only if that delivery fails, which the sweep finds by itself.
      if (listed.success && listed.data.reason === 'no_email') tx.delete(owedRef);
      return { outcome: 'exists' };
    }
    if ('mail' in composed) {
      tx.create(mailRef, composed.mail);
      // Without the version of a sender's write: the first of those writes replaces it (mail-status.ts).
      tx.set(statusRef, mailStatusOf(composed.mail));
      if (owed!.exists) tx.delete(owedRef);
      return { outcome: 'created' };
    }
    if (!composed.owed) {
      if (owed!.exists) tx.delete(owedRef);
      return { outcome: 'none', detail: composed.skip };
    }
    const record: OwedReceipt = owedReceiptSchema.parse({
      record: { collection: entry.collection, id: entry.record_id },
      event_id: entryId,
      summary: composed.owed.summary,
      reason: 'no_email',
      detail: composed.skip,
      since: listed.success ? listed.data.since : now.toISOString(),
      retries: 0,
    });
    tx.set(owedRef, record);
    return { outcome: 'owed', detail: composed.skip };
  });
}
