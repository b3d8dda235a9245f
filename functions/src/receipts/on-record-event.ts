import { recordEventSchema } from '@hope/domain/records';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { logger } from 'firebase-functions';
import { manageLinkKeys } from '../portal/link-keys';
import { eventMaxAgeMs, givenUp, retried } from '../platform/retried-event';
import { createRecordMail } from './create-record-mail';

/**
 * Receipts, pledge confirmations and the note of a returned bank payment: for each new history entry that calls
 * for one (a payment received, a check pledge, a check marked completed by the office, a checkout failed by the
 * bank), the mail document is created with an id derived from what it acknowledges and created in a transaction
 * that first looks for it, so a retried trigger or a replayed Stripe event never sends a second one. A payment whose record has no email is listed as an owed receipt,
 * sent once the record gets one. A failure (Firestore contention, an instance stopped) makes Cloud Functions
 * deliver the entry again; after an hour it is given up, and the receipts sweep, which looks days back for
 * payments without a receipt, creates it.
 */
export const sendReceipts = onDocumentCreated(
  {
    document: 'record_events/{id}',
    // The monthly-gift link of an installment's receipt is signed with these keys.
    secrets: [manageLinkKeys],
    timeoutSeconds: 60,
    maxInstances: 10,
    ...retried,
  },
  async (event) => {
    if (givenUp(event, eventMaxAgeMs.receipts, `receipt of record_events/${event.params.id}`)) return;
    const parsed = recordEventSchema.safeParse(event.data?.data());
    if (!parsed.success) return;
    const created = await createRecordMail(event.params.id, parsed.data, new Date());
    if ('detail' in created && (parsed.data.kind === 'payment_received' || parsed.data.kind === 'pledged'))
      logger.info(`No mail for ${event.params.id}: ${created.detail}`);
  },
);
