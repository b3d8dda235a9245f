import {
  MAIL_COLLECTION,
  MAIL_STATUS_COLLECTION,
  mailDocumentSchema,
  mailStatusSchema,
  OWED_RECEIPTS_COLLECTION,
  owedReceiptSchema,
  type YearEndPreview,
  type YearEndJobStarted,
  type YearEndRequest,
  type YearEndSendResult,
} from '@hope/domain/receipts';
import { schemaOf } from '@hope/domain/records';
import { doc, getDoc } from 'firebase/firestore';
import { callable } from '../data/callable';
import type { DocumentSpec, Parsed, QuerySpec } from '../data/provider';
import { db } from '../data/firebase';

/*
 * The back office's mail: live reads of the messages' statuses (`mail_status`: every member reads them, to
 * whom, about what, how delivery went), a message's own text for owners and admins (`mail`: it may hold a
 * donor's manage link, which a viewer may not open), the payments still owed a receipt (owners and admins),
 * and the callable functions, same-origin like the money actions. Nobody writes these from a browser.
 */

export type MailEntry = Parsed<typeof mailStatusSchema>;

/** The receipts of one record (the screen shows them newest first, see newestFirst). */
export const recordMailQuery = (recordId: string) =>
  ({
    collection: MAIL_STATUS_COLLECTION,
    schema: mailStatusSchema,
    where: [['record.id', '==', recordId]],
  }) satisfies QuerySpec;

/**
 * Messages whose delivery failed (the dashboard's notice, the Receipts screen): one listener for the back
 * office, kept until sign-out, so coming back to the dashboard re-reads nothing.
 */
export const failedMailQuery = {
  collection: MAIL_STATUS_COLLECTION,
  schema: mailStatusSchema,
  where: [['delivery.state', '==', 'ERROR']],
  limit: 50,
  keep: 'session',
} satisfies QuerySpec;

export const newestFirst = (mail: readonly MailEntry[]): MailEntry[] =>
  [...mail].sort((a, b) => b.created_at.localeCompare(a.created_at));

/** A message's text as it was sent (owners and admins only: the rules refuse anyone else); null if gone. */
export async function readMailText(mailId: string): Promise<string | null> {
  const parsed = mailDocumentSchema.safeParse((await getDoc(doc(db, MAIL_COLLECTION, mailId))).data());
  return parsed.success ? parsed.data.message.text : null;
}

export type OwedEntry = Parsed<typeof owedReceiptSchema>;

/** The payments without a receipt: every record's (the first 100), or one record's. */
export const owedReceiptsQuery = (recordId?: string) =>
  ({
    collection: OWED_RECEIPTS_COLLECTION,
    schema: owedReceiptSchema,
    ...(recordId ? { where: [['record.id', '==', recordId]] } : { limit: 100 }),
  }) satisfies QuerySpec;

/** The record an owed receipt belongs to, live: the Receipts screen names its donor or company. */
export const owedRecordDocument = ({ collection, id }: OwedEntry['record']) =>
  ({ collection, id, schema: schemaOf(collection) }) satisfies DocumentSpec;

export const oldestFirst = (owed: readonly OwedEntry[]): OwedEntry[] =>
  [...owed].sort((a, b) => a.since.localeCompare(b.since));

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
