import { recordEventSchema } from '@hope/domain/records';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { logger } from 'firebase-functions';
import { manageLinkKeys } from '../portal/link-keys';
import { createRecordMail } from './create-record-mail';

/**
 * Receipts and pledge confirmations: for each new history entry that calls for one (a payment received, a
 * check pledge, a check marked completed by the office), the mail document is created with an id derived from
 * what it acknowledges, so a retried trigger or a replayed Stripe event never sends a second receipt. A payment
 * whose record has no email is listed as an owed receipt, sent once the record gets one.
 */
export const sendReceipts = onDocumentCreated(
  {
    document: 'record_events/{id}',
    region: 'us-central1',
    // The monthly-gift link of an installment's receipt is signed with these keys.
    secrets: [manageLinkKeys],
    timeoutSeconds: 60,
    maxInstances: 10,
  },
  async (event) => {
    const parsed = recordEventSchema.safeParse(event.data?.data());
    if (!parsed.success) return;
    const created = await createRecordMail(event.params.id, parsed.data, new Date());
    if ('detail' in created && (parsed.data.kind === 'payment_received' || parsed.data.kind === 'pledged'))
      logger.info(`No mail for ${event.params.id}: ${created.detail}`);
  },
);
