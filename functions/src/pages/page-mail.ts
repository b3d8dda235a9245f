import { PAGE_MAIL_COLLECTION, type PageMessage } from '@hope/domain/pages';
import { mailDocumentSchema, type MailDocument } from '@hope/domain/receipts';
import type { SchoolSettings } from '@hope/domain/settings';
import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { firestore } from '../platform/firestore';
import { sender } from '../mail/compose-mail';

/** A parent's mail about a page, from the organization, replies to the office. */
export function pageMail(
  to: string,
  message: PageMessage,
  summary: string,
  settings: Pick<SchoolSettings, 'organization'>,
  now: Date,
): MailDocument {
  return {
    to,
    from: sender(settings.organization.organizationName),
    replyTo: settings.organization.officeEmail,
    message,
    kind: 'page',
    record: null,
    event_id: null,
    statement: null,
    summary,
    created_at: now.toISOString(),
  };
}

export const pageMailRef = (id: string) => firestore().collection(PAGE_MAIL_COLLECTION).doc(id);

/**
 * Creates the mail in the same write as the change it tells of; an id made from that change sends it once. Parsed
 * with the mail schema first: what would not read back is never written.
 */
export function createPageMail(writer: Transaction | WriteBatch, id: string, mail: MailDocument): void {
  writer.create(pageMailRef(id), mailDocumentSchema.parse(mail));
}
