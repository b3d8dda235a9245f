import { onDocumentUpdated } from 'firebase-functions/firestore';
import { deliver } from './deliver';
import { smtpPassword, smtpUser } from './smtp-config';

/** Sends a `mail` document again once its delivery.state is set to RETRY (as the official extension does). */
export const retryMail = onDocumentUpdated(
  {
    document: 'mail/{id}',
    region: 'us-central1',
    secrets: [smtpUser, smtpPassword],
    timeoutSeconds: 120,
    maxInstances: 10,
  },
  async (event) => {
    const before = event.data?.before.data()?.delivery?.state;
    const after = event.data?.after.data()?.delivery?.state;
    if (after === 'RETRY' && before !== 'RETRY') await deliver(event.params.id);
  },
);
