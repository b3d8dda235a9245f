import {
  MAIL_COLLECTION,
  OWED_RECEIPTS_COLLECTION,
  owedReceiptSchema,
  OWED_STILL_UNSENDABLE,
} from '@hope/domain/receipts';
import { HttpsError } from 'firebase-functions/https';
import { firestore } from '../platform/firestore';
import { createRecordMail } from './create-record-mail';
import { readEntry } from './record-mail';

/**
 * Creates an owed receipt that was never created, from the payment's history entry, through the trigger's own
 * path: if the sweep or the trigger created it meanwhile (it then left the list), nothing more is made and it
 * is sent once.
 */
export async function sendOwed(mailId: string, now: Date): Promise<void> {
  const db = firestore();
  const [listed, mail] = await db.getAll(
    db.collection(OWED_RECEIPTS_COLLECTION).doc(mailId),
    db.collection(MAIL_COLLECTION).doc(mailId),
  );
  const owed = owedReceiptSchema.safeParse(listed!.data());
  if (!owed.success) {
    if (mail!.exists) return;
    throw new HttpsError('not-found', 'This message was not found.');
  }
  const entry = await readEntry(owed.data.event_id);
  if (!entry)
    throw new HttpsError('failed-precondition', 'What this message acknowledges is no longer on record.');
  const created = await createRecordMail(owed.data.event_id, entry, now);
  if (created.outcome === 'owed') throw new HttpsError('failed-precondition', OWED_STILL_UNSENDABLE);
  if ('detail' in created) throw new HttpsError('failed-precondition', created.detail);
}
