import {
  MAIL_COLLECTION,
  OWED_RECEIPTS_COLLECTION,
  owedReceiptSchema,
  RECEIPT_ENTRY_KINDS,
  receiptSweepWindow,
  receiptsNeverCreated,
  type RecordEntry,
} from '@hope/domain/receipts';
import { RECORD_EVENTS_COLLECTION, recordEventSchema } from '@hope/domain/records';
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { firestore } from '../firestore';
import { createRecordMail } from './create-record-mail';

/** Documents read a few hundred at a time, only the fields asked for (a receipt's PDF stays where it is). */
async function readSome(refs: DocumentReference[], fields: string[]): Promise<DocumentSnapshot[]> {
  const db = firestore();
  const snapshots: DocumentSnapshot[] = [];
  for (let start = 0; start < refs.length; start += 300)
    snapshots.push(...(await db.getAll(...refs.slice(start, start + 300), { fieldMask: fields })));
  return snapshots;
}

/**
 * Payments of the last days whose receipt was never created (domain/src/receipts/receipt-sweep.ts): each is
 * created through the trigger's own path, which makes one message however many callers find it. The entries are
 * read by kind and time (an index of record_events on kind and at). Returns how many it created and how many it
 * found owed for lack of an email (then listed for the office).
 */
export async function createNeverCreated(now: Date): Promise<{ created: number; owed: number }> {
  const db = firestore();
  const { sinceIso, untilIso } = receiptSweepWindow(now);
  const snapshot = await db
    .collection(RECORD_EVENTS_COLLECTION)
    .where('kind', 'in', [...RECEIPT_ENTRY_KINDS])
    .where('at', '>=', sinceIso)
    .where('at', '<', untilIso)
    .get();
  const entries: RecordEntry[] = [];
  for (const doc of snapshot.docs) {
    const parsed = recordEventSchema.safeParse(doc.data());
    if (parsed.success) entries.push({ id: doc.id, entry: parsed.data });
  }
  const due = receiptsNeverCreated(entries, new Set(), new Set());
  if (due.length === 0) return { created: 0, owed: 0 };
  const mail = await readSome(
    due.map((receipt) => db.collection(MAIL_COLLECTION).doc(receipt.mailId)),
    ['kind'],
  );
  const existing = new Set(mail.filter((doc) => doc.exists).map((doc) => doc.id));
  const owed = await readSome(
    due
      .filter((receipt) => !existing.has(receipt.mailId))
      .map((receipt) => db.collection(OWED_RECEIPTS_COLLECTION).doc(receipt.mailId)),
    ['reason'],
  );
  const owedForEmail = new Set(
    owed
      .filter((doc) => owedReceiptSchema.shape.reason.safeParse(doc.get('reason')).data === 'no_email')
      .map((doc) => doc.id),
  );
  const counts = { created: 0, owed: 0 };
  for (const receipt of receiptsNeverCreated(entries, existing, owedForEmail)) {
    try {
      const { outcome } = await createRecordMail(receipt.eventId, receipt.entry, now);
      if (outcome === 'created') counts.created++;
      if (outcome === 'owed') counts.owed++;
    } catch (error) {
      logger.error(`The receipt ${receipt.mailId} could not be created by the sweep`, error);
    }
  }
  return counts;
}
