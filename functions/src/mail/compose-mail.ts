import {
  mailDocumentSchema,
  receiptHtml,
  receiptText,
  type MailDocument,
  type MailKind,
  type ReceiptContent,
} from '@hope/domain/receipts';
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
