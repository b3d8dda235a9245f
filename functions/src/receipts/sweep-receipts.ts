import {
  MAIL_COLLECTION,
  mailDocumentSchema,
  OWED_RECEIPTS_COLLECTION,
  owedReceiptSchema,
  paymentsLackingReceipt,
  receiptsDue,
  type DeliveryState,
  type OwedReceipt,
  type RecordEntry,
} from '@hope/domain/receipts';
import { RECORD_EVENTS_COLLECTION, recordEventSchema, type RecordCollection } from '@hope/domain/records';
import { logger } from 'firebase-functions';
import { firestore } from '../firestore';
import { sendStuckMail } from '../mail/sweep-stuck-mail';
import { createRecordMail } from './create-record-mail';
import { retryFailedReceipt } from './retry-failed-receipt';
import { createNeverCreated } from './sweep-missing';

export interface SweepCounts {
  /** Receipts created: owed ones whose record now has an email, and payments' receipts never created. */
  created: number;
  /** Failed receipts sent again. */
  retried: number;
  /** Receipts still owed (no email, or failed and left to a person). */
  owed: number;
  /** Stuck messages taken and sent again (their sender stopped, or none took them). */
  redelivered: number;
}

type Target = { collection: RecordCollection; id: string };

const add = (a: SweepCounts, b: Partial<SweepCounts>): SweepCounts => ({
  created: a.created + (b.created ?? 0),
  retried: a.retried + (b.retried ?? 0),
  owed: a.owed + (b.owed ?? 0),
  redelivered: a.redelivered + (b.redelivered ?? 0),
});

async function historyOf(target: Target): Promise<RecordEntry[]> {
  const snapshot = await firestore()
    .collection(RECORD_EVENTS_COLLECTION)
    .where('record_id', '==', target.id)
    .get();
  const entries: RecordEntry[] = [];
  for (const doc of snapshot.docs) {
    const parsed = recordEventSchema.safeParse(doc.data());
    if (parsed.success && parsed.data.collection === target.collection)
      entries.push({ id: doc.id, entry: parsed.data });
  }
  return entries;
}

/**
 * One record's payments: each whose receipt was never created is created now (or stays owed while the record
 * has no email); each whose receipt failed is sent again, a bounded number of times; a receipt sent since it
 * was listed leaves the list. Safe to run twice at once: creation and retry each take the message in a
 * transaction, so nothing is sent twice.
 */
export async function sweepRecordReceipts(target: Target, now: Date): Promise<SweepCounts> {
  const counts: SweepCounts = { created: 0, retried: 0, owed: 0, redelivered: 0 };
  const due = receiptsDue(await historyOf(target));
  if (due.length === 0) return counts;
  const db = firestore();
  const mailDocs = await db.getAll(...due.map((d) => db.collection(MAIL_COLLECTION).doc(d.mailId)));
  const owedDocs = await db.getAll(...due.map((d) => db.collection(OWED_RECEIPTS_COLLECTION).doc(d.mailId)));
  const states = new Map<string, DeliveryState>();
  for (const doc of mailDocs) {
    if (doc.exists)
      states.set(doc.id, mailDocumentSchema.safeParse(doc.data()).data?.delivery?.state ?? 'PENDING');
  }
  const owed = new Map<string, OwedReceipt>();
  for (const doc of owedDocs) {
    const parsed = owedReceiptSchema.safeParse(doc.data());
    if (parsed.success) owed.set(doc.id, parsed.data);
    if (parsed.success && states.get(doc.id) === 'SUCCESS') await doc.ref.delete();
  }
  for (const lacking of paymentsLackingReceipt(due, states)) {
    if (lacking.standing === 'missing') {
      const { outcome } = await createRecordMail(lacking.eventId, lacking.entry, now);
      if (outcome === 'created') counts.created++;
      if (outcome === 'owed') counts.owed++;
      continue;
    }
    const mail = mailDocumentSchema.parse(mailDocs.find((doc) => doc.id === lacking.mailId)!.data());
    const retried = await retryFailedReceipt(lacking, mail, owed.get(lacking.mailId) ?? null, now);
    if (retried) counts.retried++;
    else counts.owed++;
  }
  return counts;
}

/**
 * The body of the scheduled sweep: every record with an owed receipt (listed, or whose receipt's delivery
 * failed), swept one by one; then the payments of the last days whose receipt was never created; then the
 * messages stuck on their way. One record's or message's failure is logged and does not stop the others.
 */
export async function sweepReceipts(now: Date): Promise<SweepCounts> {
  const db = firestore();
  const [listed, failed] = await Promise.all([
    db.collection(OWED_RECEIPTS_COLLECTION).get(),
    db.collection(MAIL_COLLECTION).where('delivery.state', '==', 'ERROR').get(),
  ]);
  const targets = new Map<string, Target>();
  for (const doc of listed.docs) {
    const parsed = owedReceiptSchema.safeParse(doc.data());
    if (parsed.success)
      targets.set(`${parsed.data.record.collection}/${parsed.data.record.id}`, parsed.data.record);
  }
  for (const doc of failed.docs) {
    const parsed = mailDocumentSchema.safeParse(doc.data());
    const record = parsed.data?.kind === 'receipt' ? parsed.data.record : null;
    if (record) targets.set(`${record.collection}/${record.id}`, record);
  }
  let total: SweepCounts = { created: 0, retried: 0, owed: 0, redelivered: 0 };
  for (const target of targets.values()) {
    try {
      total = add(total, await sweepRecordReceipts(target, now));
    } catch (error) {
      logger.error(`The receipts of ${target.collection}/${target.id} could not be swept`, error);
    }
  }
  total = add(total, await createNeverCreated(now));
  return add(total, { redelivered: await sendStuckMail(now) });
}
