import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { updateProgress } from './update-progress';

/** Each donation or partner write moves the campaign's public progress (see update-progress.ts). */
export const progressOnDonation = onDocumentWritten(
  { document: `${DONATIONS_COLLECTION}/{id}`, region: 'us-central1' },
  (event) =>
    updateProgress(event.id, DONATIONS_COLLECTION, event.data?.before.data(), event.data?.after.data()),
);

export const progressOnPartner = onDocumentWritten(
  { document: `${PARTNERS_COLLECTION}/{id}`, region: 'us-central1' },
  (event) =>
    updateProgress(event.id, PARTNERS_COLLECTION, event.data?.before.data(), event.data?.after.data()),
);
