import { pageGiftMessage } from '@hope/domain/pages';
import { DONATIONS_COLLECTION, donationSchema, recordEventSchema } from '@hope/domain/records';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { firestore } from '../firestore';
import { eventMaxAgeMs, givenUp, retried } from '../retried-event';
import { readSettings } from '../settings/read-settings';
import { createPageMail, pageMail, pageMailRef } from './page-mail';
import { readPage } from './page-store';
import { pageUrl } from './page-links';

/**
 * Tells a page's parent of a gift through it, at the gift's first payment received: the giver's name and what
 * they gave only if the giver allowed it. One mail per gift (its id is the record's), so a monthly gift's later
 * payments, a retried trigger or a replayed Stripe event send no second one. A page deleted since is not told.
 */
export async function noticeGift(recordId: string, now: Date): Promise<'created' | 'exists' | 'none'> {
  const db = firestore();
  const recordSnapshot = await db.collection(DONATIONS_COLLECTION).doc(recordId).get();
  const record = donationSchema.safeParse(recordSnapshot.data());
  if (!record.success || !record.data.student_page) return 'none';
  const page = await readPage(record.data.student_page);
  if (!page || page.status === 'deleted') return 'none';
  const settings = await readSettings();
  const gift = record.data;
  const giver = gift.share_with_family
    ? { name: gift.parent_name, amount: gift.total_pledged_amt ?? gift.donation_amount }
    : null;
  const message = pageGiftMessage({ page, pageUrl: pageUrl(page.code), giver }, settings);
  const summary = `Gift through student page ${page.code}`;
  const mailId = `page_gift_${recordId}`;
  return db.runTransaction(async (tx) => {
    if ((await tx.get(pageMailRef(mailId))).exists) return 'exists';
    createPageMail(tx, mailId, pageMail(page.parent_email, message, summary, settings, now));
    return 'created';
  });
}

/**
 * Retried on a failure: the notice's id is the record's and it is created in a transaction that first looks for
 * it, so a retried or duplicated event tells the parent once. Given up after a day (logged).
 */
export const pageGiftNotice = onDocumentCreated(
  { document: 'record_events/{id}', region: 'us-central1', timeoutSeconds: 60, maxInstances: 10, ...retried },
  async (event) => {
    if (givenUp(event, eventMaxAgeMs.pageNotice, `page gift notice of record_events/${event.params.id}`))
      return;
    const entry = recordEventSchema.safeParse(event.data?.data());
    if (!entry.success || entry.data.kind !== 'payment_received') return;
    if (entry.data.collection !== DONATIONS_COLLECTION) return;
    await noticeGift(entry.data.record_id, new Date());
  },
);
