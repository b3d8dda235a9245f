import {
  OWED_RECEIPTS_COLLECTION,
  owedReceiptSchema,
  sweepRetries,
  type LackingReceipt,
  type MailDocument,
  type OwedReceipt,
} from '@hope/domain/receipts';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/https';
import { firestore } from '../platform/firestore';
import { sendAgain } from './send-again';

/** How the history of a message names the sweep's retry ("resent by automatic retry"). */
export const AUTOMATIC_RETRY = 'automatic retry';

/**
 * A receipt whose delivery failed: sent again through the office's Resend path while the sweep has retries
 * left, and listed as owed in every case, with its last error, until it is sent. True when it was sent again.
 */
export async function retryFailedReceipt(
  lacking: LackingReceipt,
  mail: MailDocument,
  listed: OwedReceipt | null,
  now: Date,
): Promise<boolean> {
  let retried = false;
  let detail = mail.delivery?.error ?? 'The delivery failed.';
  if (sweepRetries(listed)) {
    try {
      await sendAgain(lacking.mailId, AUTOMATIC_RETRY, now);
      retried = true;
    } catch (error) {
      // Another sweep or a person took it first, or the record can no longer be mailed: it stays listed.
      if (!(error instanceof HttpsError)) throw error;
      logger.info(`Receipt ${lacking.mailId} not retried: ${error.message}`);
      if (error.code !== 'failed-precondition' || /on its way/.test(error.message)) return false;
      detail = error.message;
    }
  }
  // Left to a person and already listed as it is: nothing to write.
  if (!retried && listed?.reason === 'failed' && listed.detail === detail) return false;
  const owed: OwedReceipt = owedReceiptSchema.parse({
    record: { collection: lacking.entry.collection, id: lacking.entry.record_id },
    event_id: lacking.eventId,
    summary: mail.summary,
    reason: 'failed',
    detail,
    since: listed?.since ?? now.toISOString(),
    retries: (listed?.retries ?? 0) + (retried ? 1 : 0),
  });
  await firestore().collection(OWED_RECEIPTS_COLLECTION).doc(lacking.mailId).set(owed);
  return retried;
}
