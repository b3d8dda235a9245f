import { PAGE_MAIL_COLLECTION } from '@hope/domain/pages';
import {
  MAIL_COLLECTION,
  RECEIPT_SWEEP_LOOKBACK_MS,
  stuckReason,
  type MailDocument,
} from '@hope/domain/receipts';
import { TEAM_MAIL_COLLECTION } from '@hope/domain/team';
import type { Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { firestore } from '../firestore';
import { deliver } from './deliver';
import { sendsOwnMail } from './smtp-config';

/** The collections our senders send (deliver-mail.ts). */
const SENT_COLLECTIONS = [MAIL_COLLECTION, PAGE_MAIL_COLLECTION, TEAM_MAIL_COLLECTION];
/** Messages sent side by side (the SMTP pool's connections), and at most per sweep (the next sweep goes on). */
const AT_ONCE = 8;
const PER_SWEEP = 100;
const FIELDS = ['delivery', 'created_at', 'resent'];

/**
 * The stuck messages of a collection (domain/src/receipts/stuck-mail.ts): those left on their way (PENDING,
 * PROCESSING, RETRY: a small set, found by state at any age) and those no sender ever took (no delivery state;
 * found among the messages of the last days). Only the fields that say so are read.
 */
async function stuckIn(collection: string, now: Date): Promise<string[]> {
  const ref = firestore().collection(collection);
  const since = new Date(now.getTime() - RECEIPT_SWEEP_LOOKBACK_MS).toISOString();
  const queries: Query[] = [
    ref.where('delivery.state', 'in', ['PENDING', 'PROCESSING', 'RETRY']),
    ref.where('created_at', '>=', since),
  ];
  const ids = new Set<string>();
  for (const query of queries)
    for (const doc of (await query.select(...FIELDS).get()).docs)
      if (stuckReason(doc.data() as Pick<MailDocument, 'delivery' | 'created_at' | 'resent'>, now))
        ids.add(doc.id);
  return [...ids];
}

/**
 * Sends the stuck messages of every collection our functions send: each is taken in a transaction that only
 * takes a message no sender holds (deliver.ts), so a message its sender still holds, a year-end run's
 * statement included, is left to it, and one that went is never sent again. Returns how many it took. With the
 * official extension as the sender (MAIL_SENDER=extension), sending is the extension's: nothing is taken here.
 */
export async function sendStuckMail(now: Date): Promise<number> {
  if (!sendsOwnMail()) return 0;
  const stuck: { collection: string; id: string }[] = [];
  for (const collection of SENT_COLLECTIONS)
    for (const id of await stuckIn(collection, now)) stuck.push({ collection, id });
  let taken = 0;
  const queue = stuck.slice(0, PER_SWEEP);
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        if ((await deliver(next.collection, next.id)) !== 'skipped') taken++;
      } catch (error) {
        logger.error(`${next.collection}/${next.id} could not be sent by the sweep`, error);
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return taken;
}
