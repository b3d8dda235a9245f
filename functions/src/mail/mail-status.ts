import {
  MAIL_COLLECTION,
  MAIL_STATUS_COLLECTION,
  MAIL_STATUS_VERSION_FIELD,
  mailDocumentSchema,
  mailStatusOf,
} from '@hope/domain/receipts';
import type { Firestore } from 'firebase-admin/firestore';
import { firestore } from '../firestore';

/**
 * Writes the status of `mail/{id}` (mail_status/{id}: what every member may read of it) from the message as it
 * is now, or removes it with the message. Run on every write of a message, whoever made it (a receipt created,
 * the office's Resend, the sender's delivery state): the message is read afresh, and a run that read an
 * older version than the one already mirrored leaves it, so runs finishing out of order never go back.
 */
export async function mirrorMailStatus(id: string, db: Firestore = firestore()): Promise<void> {
  const source = await db.collection(MAIL_COLLECTION).doc(id).get();
  const target = db.collection(MAIL_STATUS_COLLECTION).doc(id);
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
