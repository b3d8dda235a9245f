import { gainedMailAddress } from '@hope/domain/receipts';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION, type RecordCollection } from '@hope/domain/records';
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/firestore';
import { onSchedule } from 'firebase-functions/scheduler';
import { manageLinkKeys } from '../portal/link-keys';
import { sweepReceipts, sweepRecordReceipts } from './sweep-receipts';

/**
 * Every 15 minutes, the receipts owed are sent: those waiting for an email the record now has, and those whose
 * delivery failed (a bounded number of times). The emulator runs no schedule: tests call sweepReceipts.
 */
export const sweepOwedReceipts = onSchedule(
  {
    schedule: 'every 15 minutes',
    region: 'us-central1',
    // A receipt composed again signs its monthly-gift link with the manage-link keys.
    secrets: [manageLinkKeys],
    timeoutSeconds: 300,
    maxInstances: 1,
  },
  async () => {
    const counts = await sweepReceipts(new Date());
    if (counts.created + counts.retried + counts.owed > 0) logger.info('Receipts swept', counts);
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
    },
    async (event) => {
      if (!gainedMailAddress(event.data?.before.data(), event.data?.after.data())) return;
      const counts = await sweepRecordReceipts({ collection, id: event.params.id }, new Date());
      logger.info(`Receipts owed to ${collection}/${event.params.id} swept`, counts);
    },
  );
}

export const receiptsOnDonationEmail = onEmailAdded(DONATIONS_COLLECTION);
export const receiptsOnPartnerEmail = onEmailAdded(PARTNERS_COLLECTION);
