import { z } from '../zod';
import { recordCollectionSchema, type RecordCollection } from '../records';

/*
 * A message is a document of the `mail` collection in the format of Firebase's "Trigger Email from Firestore"
 * extension: `to`, `message` (subject, text, html, attachments), and the delivery state the sender writes back.
 * Our own function sends them (functions/src/mail); a school may install the extension on the same collection
 * instead. The extra fields (kind, record, statement, summary, created_at, resent) are ours: the back office
 * lists a record's receipts by them, and the extension ignores them.
 */

export const MAIL_COLLECTION = 'mail';

export const deliveryStateSchema = z.enum(['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY']);
export type DeliveryState = z.infer<typeof deliveryStateSchema>;

export const mailAttachmentSchema = z.object({
  filename: z.string(),
  /** Base64 text (nodemailer's `encoding: 'base64'`): it counts toward the 1 MiB document limit. */
  content: z.string(),
  encoding: z.literal('base64'),
  contentType: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export const mailMessageSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(mailAttachmentSchema).optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** What the sender writes back, as the extension writes it. */
export const deliverySchema = z.object({
  state: deliveryStateSchema,
  attempts: z.number().int().nonnegative(),
  startTime: z.string().nullable().optional(),
  endTime: z.string().nullable().optional(),
  /** Until when a sender holds the message: another invocation leaves it alone meanwhile. */
  leaseExpireTime: z.string().nullable().optional(),
  error: z.string().nullable().optional(),
  info: z
    .object({
      messageId: z.string().nullable(),
      accepted: z.array(z.string()),
      rejected: z.array(z.string()),
      pending: z.array(z.string()),
      response: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/**
 * `page`: the mails of a student page's parent (made, a gift through it, hidden by the school).
 * `payment_failed`: the note to a payer whose bank returned their debit (nothing was received).
 */
export const mailKindSchema = z.enum(['receipt', 'pledge', 'statement', 'invite', 'page', 'payment_failed']);
export type MailKind = z.infer<typeof mailKindSchema>;

export const mailDocumentSchema = z.object({
  to: z.string(),
  from: z.string().optional(),
  replyTo: z.string().optional(),
  message: mailMessageSchema,
  /** Absent until the sender picks the message up. */
  delivery: deliverySchema.optional(),
  // Ours (the extension ignores them).
  kind: mailKindSchema,
  /** The record it acknowledges (receipts and pledge confirmations). */
  record: z.object({ collection: recordCollectionSchema, id: z.string() }).nullable(),
  /** The record_events entry it acknowledges, so a resend can compose it again. */
  event_id: z.string().nullable(),
  /** The calendar year and donor of a year-end statement. */
  statement: z.object({ year: z.number().int(), email: z.string() }).nullable(),
  /** One line for the office: 'Receipt for $100.00 received 2026-11-03'. */
  summary: z.string(),
  created_at: z.string(),
  /** The last time the office asked to send it again. */
  resent: z.object({ at: z.string(), by: z.string() }).nullable().optional(),
});
export type MailDocument = z.infer<typeof mailDocumentSchema>;

/** The mail of a payment: one per charge or check, however often Stripe reports it. */
export function receiptMailId(collection: RecordCollection, recordId: string, key: string): string {
  return `receipt_${collection}_${recordId}_${key}`;
}

/** The key of a payment the office marked received by typing its completion date (no check number). */
export const OFFICE_COMPLETION_KEY = 'completed';

export function pledgeMailId(collection: RecordCollection, recordId: string): string {
  return `pledge_${collection}_${recordId}`;
}

/**
 * A returned bank debit gets one note, however often Stripe reports it: one per record for a checkout's payment
 * (paid once), one per invoice for a monthly plan's payments.
 */
export function paymentFailedMailId(
  collection: RecordCollection,
  recordId: string,
  invoiceId: string | null = null,
): string {
  return `payment_failed_${collection}_${recordId}${invoiceId ? `_${invoiceId}` : ''}`;
}

/** One statement per donor email and calendar year. */
export function statementMailId(year: number, email: string): string {
  return `statement_${year}_${textHash(normalizeEmail(email))}`;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A short stable hash of a text (cyrb53, 53 bits, as 11 base-36 digits or fewer): ids and receipt numbers that
 * name a donor without showing their address. Pure, so the browser and the functions agree.
 */
export function textHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Where a message stands, in the office's words. */
export function deliveryLabel(delivery: Delivery | undefined): string {
  switch (delivery?.state) {
    case undefined:
    case 'PENDING':
    case 'RETRY':
      return 'Queued';
    case 'PROCESSING':
      return 'Sending';
    case 'SUCCESS':
      return 'Sent';
    case 'ERROR':
      return 'Failed';
  }
}
