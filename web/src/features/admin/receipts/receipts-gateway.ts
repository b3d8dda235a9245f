import {
  MAIL_COLLECTION,
  mailDocumentSchema,
  type MailDocument,
  type YearEndPreview,
  type YearEndRequest,
  type YearEndSendResult,
} from '@hope/domain';
import { collection, limit, onSnapshot, query, where, type Unsubscribe } from 'firebase/firestore';
import { callable } from '../data/callable';
import { db } from '../firebase';

/*
 * The back office's mail: live reads of the `mail` collection (admins may read it; nobody writes it from a
 * browser) and the two callable functions, same-origin like the money actions.
 */

export type MailEntry = MailDocument & { id: string };

function entries(docs: { id: string; data: () => unknown }[]): MailEntry[] {
  const list: MailEntry[] = [];
  for (const doc of docs) {
    const parsed = mailDocumentSchema.safeParse(doc.data());
    if (parsed.success) list.push({ ...parsed.data, id: doc.id });
  }
  return list.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The receipts of one record, newest first, live. */
export function watchRecordMail(recordId: string, onChange: (mail: MailEntry[]) => void): Unsubscribe {
  const ref = query(collection(db, MAIL_COLLECTION), where('record.id', '==', recordId));
  return onSnapshot(
    ref,
    (snapshot) => onChange(entries(snapshot.docs)),
    (error) => console.error('Listening to the record’s mail failed', error),
  );
}

/** Messages whose delivery failed (the dashboard's notice, the Receipts screen), live. */
export function watchFailedMail(onChange: (mail: MailEntry[]) => void, max = 50): Unsubscribe {
  const ref = query(collection(db, MAIL_COLLECTION), where('delivery.state', '==', 'ERROR'), limit(max));
  return onSnapshot(
    ref,
    (snapshot) => onChange(entries(snapshot.docs)),
    (error) => console.error('Listening to failed mail failed', error),
  );
}

/** Composes the message again from today's record and sends it (the function sets RETRY). */
export const resendMail = (mailId: string) =>
  callable<{ mailId: string }, { ok: true }>('/api/receipts/resend')({ mailId });

export const yearEndPreview = (year: number) =>
  callable<YearEndRequest, YearEndPreview>('/api/receipts/statements')({ action: 'preview', year });

export const yearEndSend = (year: number) =>
  callable<YearEndRequest, YearEndSendResult>('/api/receipts/statements')({ action: 'send', year });

export const yearEndResend = (year: number, email: string) =>
  callable<YearEndRequest, YearEndSendResult>('/api/receipts/statements')({ action: 'resend', year, email });
