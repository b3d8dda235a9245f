import {
  MAIL_COLLECTION,
  MAIL_STATUS_COLLECTION,
  MAIL_STATUS_VERSION_FIELD,
  mailDocumentSchema,
  mailStatusOf,
  type MailDocument,
} from '@hope/domain/receipts';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { firestore } from '../platform/firestore';

/**
 * Writes the status of `mail/{id}` (mail_status/{id}: what every member may read of it) from the message as it
 * is now, or removes it with the message. Run on every write of a message, whoever made it (a receipt created,
 * the office's Resend, the sender's delivery state): the message is read afresh, and a run that read an
 * older version than the one already mirrored leaves it, so runs finishing out of order never go back.
 * `written` is the version of the write that asks: a status already as new as it (the year-end run writes its
 * statements' statuses itself) is left after one read.
 */
export async function mirrorMailStatus(
  id: string,
  db: Firestore = firestore(),
  written?: Timestamp,
): Promise<void> {
  const target = db.collection(MAIL_STATUS_COLLECTION).doc(id);
  if (written) {
    const mirrored = (await target.get()).get(MAIL_STATUS_VERSION_FIELD) as string | undefined;
    if (mirrored !== undefined && mirrored >= written.valueOf()) return;
  }
  const source = await db.collection(MAIL_COLLECTION).doc(id).get();
  const version = (source.updateTime ?? source.readTime).valueOf();
  const parsed = source.exists ? mailDocumentSchema.safeParse(source.data()) : null;
  if (parsed && !parsed.success) {
    console.error(`mail/${id} is not a message the office can list; its status is left as it was`);
    return;
  }
  await db.runTransaction(async (tx) => {
    const mirrored = (await tx.get(target)).get(MAIL_STATUS_VERSION_FIELD) as string | undefined;
    if (mirrored !== undefined && mirrored >= version) return;
    if (parsed) tx.set(target, { ...mailStatusOf(parsed.data), [MAIL_STATUS_VERSION_FIELD]: version });
    else tx.delete(target);
  });
}

/**
 * The status of a message as one of its writes left it, for a sender that writes statuses itself (after the
 * write, without a transaction: a status mirrored since from a newer write is then written again by that
 * write's own trigger).
 */
export function mailStatusAt(mail: MailDocument, written: Timestamp) {
  return { ...mailStatusOf(mail), [MAIL_STATUS_VERSION_FIELD]: written.valueOf() };
}
