import { gainedMailAddress } from '@hope/domain/receipts';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION, type RecordCollection } from '@hope/domain/records';
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/firestore';
import { onSchedule } from 'firebase-functions/scheduler';
import { smtpPassword, smtpUser } from '../mail/smtp-config';
import { manageLinkKeys } from '../portal/link-keys';
import { eventMaxAgeMs, givenUp, retried } from '../retried-event';
import { sweepReceipts, sweepRecordReceipts } from './sweep-receipts';

/**
 * Every 15 minutes, nothing is left unsent: receipts waiting for an email the record now has, receipts whose
 * delivery failed (a bounded number of times), payments of the last days whose receipt was never created, and
 * messages stuck on their way (their sender stopped, or none took them). The emulator runs no schedule: tests
 * call sweepReceipts.
 */
export const sweepOwedReceipts = onSchedule(
  {
    schedule: 'every 15 minutes',
    region: 'us-central1',
    // A receipt composed again signs its monthly-gift link with the manage-link keys; stuck messages are sent.
    secrets: [manageLinkKeys, smtpUser, smtpPassword],
    timeoutSeconds: 300,
    maxInstances: 1,
  },
  async () => {
    const counts = await sweepReceipts(new Date());
    if (Object.values(counts).some((count) => count > 0)) logger.info('Receipts swept', counts);
  },
);

/** A record that gains an email gets the receipts it was owed at once, without waiting for the sweep. */
function onEmailAdded(collection: RecordCollection) {
  return onDocumentUpdated(
    {
      document: `${collection}/{id}`,
      region: 'us-central1',
      secrets: [manageLinkKeys],
      timeoutSeconds: 60,
      maxInstances: 10,
      // Sweeping a record twice makes nothing twice (sweep-receipts.ts); the scheduled sweep repairs a give-up.
      ...retried,
    },
    async (event) => {
      if (givenUp(event, eventMaxAgeMs.receipts, `receipts owed to ${collection}/${event.params.id}`)) return;
      if (!gainedMailAddress(event.data?.before.data(), event.data?.after.data())) return;
      const counts = await sweepRecordReceipts({ collection, id: event.params.id }, new Date());
      logger.info(`Receipts owed to ${collection}/${event.params.id} swept`, counts);
    },
  );
}

export const receiptsOnDonationEmail = onEmailAdded(DONATIONS_COLLECTION);
export const receiptsOnPartnerEmail = onEmailAdded(PARTNERS_COLLECTION);
