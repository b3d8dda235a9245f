import { MAIL_COLLECTION, recordEventSchema } from '@hope/domain';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { logger } from 'firebase-functions';
import { firestore } from '../firestore';
import { manageLinkKeys } from '../portal/link-keys';
import { recordMail } from './record-mail';

/** Firestore's answer to create() of a document that exists. */
const ALREADY_EXISTS = 6;

/**
 * Receipts and pledge confirmations: for each new history entry that calls for one (a payment received, a
 * check pledge, a check marked completed by the office), the mail document is created with an id derived from
 * what it acknowledges. create() refuses a second one, so a retried trigger or a replayed Stripe event never
 * sends a second receipt.
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
    const outcome = await recordMail(event.params.id, parsed.data, new Date());
    if ('skip' in outcome) {
      if (parsed.data.kind === 'payment_received' || parsed.data.kind === 'pledged')
        logger.info(`No mail for ${event.params.id}: ${outcome.skip}`);
      return;
    }
    try {
      await firestore().collection(MAIL_COLLECTION).doc(outcome.id).create(outcome.mail);
    } catch (error) {
      if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    }
  },
);
