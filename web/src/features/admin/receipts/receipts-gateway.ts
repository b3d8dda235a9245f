import {
  MAIL_COLLECTION,
  MAIL_STATUS_COLLECTION,
  mailDocumentSchema,
  mailStatusSchema,
  type MailStatus,
  OWED_RECEIPTS_COLLECTION,
  owedReceiptSchema,
  type OwedReceipt,
  type YearEndPreview,
  type YearEndJobStarted,
  type YearEndRequest,
  type YearEndSendResult,
} from '@hope/domain/receipts';
import {
  collection,
  doc,
  getDoc,
  limit,
  onSnapshot,
  query,
  where,
  type Unsubscribe,
} from 'firebase/firestore';
import { callable } from '../data/callable';
import { db } from '../firebase';

/*
 * The back office's mail: live reads of the messages' statuses (`mail_status`: every member reads them, to
 * whom, about what, how delivery went), a message's own text for owners and admins (`mail`: it may hold a
 * donor's manage link, which a viewer may not open), the payments still owed a receipt (owners and admins),
 * and the callable functions, same-origin like the money actions. Nobody writes these from a browser.
 */

export type MailEntry = MailStatus & { id: string };

function entries(docs: { id: string; data: () => unknown }[]): MailEntry[] {
  const list: MailEntry[] = [];
  for (const snapshot of docs) {
    const parsed = mailStatusSchema.safeParse(snapshot.data());
    if (parsed.success) list.push({ ...parsed.data, id: snapshot.id });
  }
  return list.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The receipts of one record, newest first, live. */
export function watchRecordMail(recordId: string, onChange: (mail: MailEntry[]) => void): Unsubscribe {
  const ref = query(collection(db, MAIL_STATUS_COLLECTION), where('record.id', '==', recordId));
  return onSnapshot(
    ref,
    (snapshot) => onChange(entries(snapshot.docs)),
    (error) => console.error('Listening to the record’s mail failed', error),
  );
}

/** Messages whose delivery failed (the dashboard's notice, the Receipts screen), live. */
export function watchFailedMail(onChange: (mail: MailEntry[]) => void, max = 50): Unsubscribe {
  const ref = query(
    collection(db, MAIL_STATUS_COLLECTION),
    where('delivery.state', '==', 'ERROR'),
    limit(max),
  );
  return onSnapshot(
    ref,
    (snapshot) => onChange(entries(snapshot.docs)),
    (error) => console.error('Listening to failed mail failed', error),
  );
}

/** A message's text as it was sent (owners and admins only: the rules refuse anyone else); null if gone. */
export async function readMailText(mailId: string): Promise<string | null> {
  const parsed = mailDocumentSchema.safeParse((await getDoc(doc(db, MAIL_COLLECTION, mailId))).data());
  return parsed.success ? parsed.data.message.text : null;
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

/** Starts the year-end job (or names the one under way): the screen watches it. */
export const yearEndSend = (year: number) =>
  callable<YearEndRequest, YearEndJobStarted>('/api/receipts/statements')({ action: 'send', year });

export const yearEndResend = (year: number, email: string) =>
  callable<YearEndRequest, YearEndSendResult>('/api/receipts/statements')({ action: 'resend', year, email });
