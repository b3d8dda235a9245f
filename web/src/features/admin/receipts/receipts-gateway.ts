import {
  MAIL_COLLECTION,
  mailDocumentSchema,
  OWED_RECEIPTS_COLLECTION,
  owedReceiptSchema,
  type MailDocument,
  type OwedReceipt,
  type YearEndPreview,
  type YearEndRequest,
  type YearEndSendResult,
} from '@hope/domain';
import { collection, limit, onSnapshot, query, where, type Unsubscribe } from 'firebase/firestore';
import { callable } from '../data/callable';
import { db } from '../firebase';

/*
 * The back office's mail: live reads of the `mail` collection (admins may read it; nobody writes it from a
 * browser), of the payments still owed a receipt (owners and admins), and the two callable functions,
 * same-origin like the money actions.
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

export type OwedEntry = OwedReceipt & { id: string };

/** The payments without a receipt, oldest first, live: every record's, or one record's. */
export function watchOwedReceipts(onChange: (owed: OwedEntry[]) => void, recordId?: string): Unsubscribe {
  const all = collection(db, OWED_RECEIPTS_COLLECTION);
  const ref = recordId ? query(all, where('record.id', '==', recordId)) : query(all, limit(100));
  return onSnapshot(
    ref,
    (snapshot) => {
      const list: OwedEntry[] = [];
      for (const doc of snapshot.docs) {
        const parsed = owedReceiptSchema.safeParse(doc.data());
        if (parsed.success) list.push({ ...parsed.data, id: doc.id });
      }
      onChange(list.sort((a, b) => a.since.localeCompare(b.since)));
    },
    (error) => console.error('Listening to the receipts owed failed', error),
  );
}

/** Sends the receipt a payment never got (made once, even if the sweep makes it meanwhile). */
export const sendOwedReceipt = (mailId: string) =>
  callable<{ mailId: string; owed: true }, { ok: true }>('/api/receipts/resend')({ mailId, owed: true });

/** Composes the message again from today's record and sends it (the function sets RETRY). */
export const resendMail = (mailId: string) =>
  callable<{ mailId: string }, { ok: true }>('/api/receipts/resend')({ mailId });

export const yearEndPreview = (year: number) =>
  callable<YearEndRequest, YearEndPreview>('/api/receipts/statements')({ action: 'preview', year });

export const yearEndSend = (year: number) =>
  callable<YearEndRequest, YearEndSendResult>('/api/receipts/statements')({ action: 'send', year });

export const yearEndResend = (year: number, email: string) =>
  callable<YearEndRequest, YearEndSendResult>('/api/receipts/statements')({ action: 'resend', year, email });
