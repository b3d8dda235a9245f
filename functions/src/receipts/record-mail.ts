import {
  mailPlanFor,
  mailRecipient,
  plannedMail,
  receiptMailId,
  OFFICE_COMPLETION_KEY,
  type MailDocument,
  type SkippedMail,
} from '@hope/domain/receipts';
import {
  parseStoredRecord,
  RECORD_EVENTS_COLLECTION,
  recordEventSchema,
  type RecordEvent,
} from '@hope/domain/records';
import { firestore } from '../platform/firestore';
import { composeMail, composeNote } from '../mail/compose-mail';
import { siteOrigin } from '../platform/config';
import { manageUrl } from '../portal/manage-link';
import { readSettings } from '../settings/read-settings';

/**
 * The mail a history entry calls for, composed from the record and the settings as they are now; or why there
 * is none (with `owed` when it is a receipt waiting for an email address). Used by createRecordMail and by the
 * office's Resend.
 */
export async function recordMail(
  entryId: string,
  entry: RecordEvent,
  now: Date,
): Promise<{ id: string; mail: MailDocument } | SkippedMail> {
  const plan = mailPlanFor(entry);
  if (!plan) return { skip: 'No mail for this entry.' };
  const db = firestore();
  const snapshot = await db.collection(entry.collection).doc(entry.record_id).get();
  if (!snapshot.exists) return { skip: 'The record no longer exists.' };
  const record = parseStoredRecord(entry.collection, snapshot.data());
  // A check the office first marked received by its completion date is acknowledged once: recording its
  // number afterwards does not send a second receipt for the same money (a correction of it still does).
  if (
    plan.kind === 'receipt' &&
    plan.payment?.method === 'check' &&
    !plan.payment.replaces &&
    Object.keys(record.checks ?? {}).length === 1
  ) {
    const earlier = receiptMailId(entry.collection, entry.record_id, OFFICE_COMPLETION_KEY);
    if (plan.mailId !== earlier && (await db.collection('mail').doc(earlier).get()).exists) {
      return { skip: 'This check was already acknowledged when it was marked completed.' };
    }
  }
  const target = { collection: entry.collection, id: entry.record_id };
  // Signed for every record (an HMAC, no I/O); the domain decides which receipt shows it.
  const settings = await readSettings();
  const planned = plannedMail(plan, record, settings, now, manageUrl(target), siteOrigin.value());
  if ('skip' in planned) return planned;
  const to = mailRecipient(record) as { email: string };
  if ('message' in planned) {
    // A note (a returned bank payment): plain words, no receipt.
    const { kind, message, summary } = planned;
    const note = { to: to.email, kind, message, summary, record: target, eventId: entryId, settings, now };
    return { id: plan.mailId, mail: composeNote(note) };
  }
  const mail = await composeMail({
    to: to.email,
    kind: planned.kind,
    content: planned.content,
    summary: planned.summary,
    record: target,
    eventId: entryId,
    statement: null,
    now,
  });
  return { id: plan.mailId, mail };
}

/** The history entry a mail acknowledges, parsed. */
export async function readEntry(entryId: string): Promise<RecordEvent | null> {
  const snapshot = await firestore().collection(RECORD_EVENTS_COLLECTION).doc(entryId).get();
  const parsed = recordEventSchema.safeParse(snapshot.data());
  return parsed.success ? parsed.data : null;
}
