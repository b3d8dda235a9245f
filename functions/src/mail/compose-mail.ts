import {
  mailDocumentSchema,
  receiptHtml,
  receiptText,
  type MailDocument,
  type MailKind,
  type MailMessage,
  type ReceiptContent,
} from '@hope/domain/receipts';
import type { SchoolSettings } from '@hope/domain/settings';
import { receiptPdf } from './receipt-pdf';
import { mailFrom } from './smtp-config';

/** Quotes a display name for a From header ("Hope Parent Organization" <receipts@...>). */
export function sender(name: string): string {
  return `"${name.replace(/["\\\r\n]/g, '')}" <${mailFrom.value()}>`;
}

/**
 * A mail document in the extension's format: the HTML and text parts and the PDF (base64) drawn from one
 * content, from the organization's name at MAIL_FROM, replies to the office, and our fields for the back office.
 * Parsed with the schema the back office reads it with: what would not read back is never written.
 */
export async function composeMail(input: {
  to: string;
  kind: MailKind;
  content: ReceiptContent;
  summary: string;
  record: MailDocument['record'];
  eventId: string | null;
  statement: MailDocument['statement'];
  now: Date;
}): Promise<MailDocument> {
  const { content } = input;
  const pdf = await receiptPdf(content);
  return mailDocumentSchema.parse({
    to: input.to,
    from: sender(content.organization.name),
    replyTo: content.organization.email,
    message: {
      subject: content.subject,
      text: receiptText(content),
      html: receiptHtml(content),
      attachments: [
        {
          filename: content.fileName,
          content: pdf.toString('base64'),
          encoding: 'base64',
          contentType: 'application/pdf',
        },
      ],
    },
    kind: input.kind,
    record: input.record,
    event_id: input.eventId,
    statement: input.statement,
    summary: input.summary,
    created_at: input.now.toISOString(),
  });
}

/** A note that is plain words (no PDF: nothing to file), from the organization, replying to the office. */
export function composeNote(input: {
  to: string;
  kind: MailKind;
  message: MailMessage;
  summary: string;
  record: MailDocument['record'];
  eventId: string | null;
  settings: Pick<SchoolSettings, 'organization'>;
  now: Date;
}): MailDocument {
  const { organization } = input.settings;
  return mailDocumentSchema.parse({
    to: input.to,
    from: sender(organization.organizationName),
    replyTo: organization.officeEmail,
    message: input.message,
    kind: input.kind,
    record: input.record,
    event_id: input.eventId,
    statement: null,
    summary: input.summary,
    created_at: input.now.toISOString(),
  });
}
