import { z } from '../zod';
import { deliverySchema, mailDocumentSchema, type MailDocument } from './mail';

/*
 * What every team member may know of a message: that it went out, to whom, about what, and how its delivery
 * went. A message itself (`mail/{id}`) holds the receipt's text and PDF and, for a monthly gift, the donor's
 * signed "Manage my monthly gift" link, which opens their billing portal: only owners and admins read it. The
 * functions keep one status document per message, under the same id, with nothing a link or a body could leak.
 */

export const MAIL_STATUS_COLLECTION = 'mail_status';
/**
 * The field of a status that holds the update time of the message it was written from (Firestore's
 * Timestamp.valueOf(), a text that sorts as the times do): a later status never yields to an earlier one.
 */
export const MAIL_STATUS_VERSION_FIELD = 'source_version';

/** The delivery as the office sees it: state, attempts, times and the SMTP error (not the server's answer). */
export const mailStatusDeliverySchema = deliverySchema.omit({ info: true });

export const mailStatusSchema = mailDocumentSchema
  .pick({
    to: true,
    kind: true,
    record: true,
    statement: true,
    summary: true,
    created_at: true,
    resent: true,
  })
  .extend({
    subject: z.string(),
    delivery: mailStatusDeliverySchema.optional(),
  });
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** The status of a message: its fields named above, and none other (no text, html, attachment or link). */
export function mailStatusOf(mail: MailDocument): MailStatus {
  const status: MailStatus = {
    to: mail.to,
    subject: mail.message.subject,
    kind: mail.kind,
    record: mail.record,
    statement: mail.statement,
    summary: mail.summary,
    created_at: mail.created_at,
    resent: mail.resent ?? null,
  };
  if (mail.delivery) {
    const { info: _serverAnswer, ...delivery } = mail.delivery;
    status.delivery = mailStatusDeliverySchema.parse(delivery);
  }
  return status;
}
