import {
  dueForErasure,
  erasedPage,
  PAGE_MAIL_COLLECTION,
  STUDENT_PAGES_COLLECTION,
} from '@hope/domain/pages';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/scheduler';
import { firestore } from '../platform/firestore';
import { readPage, writePage } from './page-store';

/**
 * Erases the personal data of the pages deleted more than the grace period ago: the child's name, the message,
 * the parent's name and email on the page, and the page mails sent to that address about it (all of them when
 * the address has no other page). Each page in a transaction of its own that reads it again, so a run that
 * stops midway or runs twice erases each page once. Returns how many pages it erased.
 */
export async function eraseDeletedPages(now: Date): Promise<number> {
  const db = firestore();
  // Deleted pages are few: one equality filter, no composite index, and the age checked on each.
  const deleted = await db.collection(STUDENT_PAGES_COLLECTION).where('status', '==', 'deleted').get();
  let erased = 0;
  for (const doc of deleted.docs) {
    const done = await db.runTransaction(async (tx) => {
      const page = await readPage(doc.id, tx);
      if (!page || !dueForErasure(page, now)) return false;
      const [mails, pagesOfAddress] = await Promise.all([
        tx.get(db.collection(PAGE_MAIL_COLLECTION).where('to', '==', page.parent_email)),
        tx.get(db.collection(STUDENT_PAGES_COLLECTION).where('parent_email', '==', page.parent_email)),
      ]);
      const onlyPage = pagesOfAddress.docs.every((other) => other.id === page.code);
      for (const mail of mails.docs) if (onlyPage || mail.id.includes(page.code)) tx.delete(mail.ref);
      writePage(tx, erasedPage(page));
      return true;
    });
    if (done) erased += 1;
  }
  return erased;
}

/** Daily. The emulator runs no schedule: tests call eraseDeletedPages. */
export const eraseDeletedPagesDaily = onSchedule(
  { schedule: 'every day 03:00', timeoutSeconds: 300, maxInstances: 1 },
  async () => {
    const erased = await eraseDeletedPages(new Date());
    if (erased > 0) logger.info(`Erased the personal data of ${erased} deleted student pages`);
  },
);
