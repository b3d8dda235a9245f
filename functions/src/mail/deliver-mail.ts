import { onDocumentWritten } from 'firebase-functions/firestore';
import { deliver } from './deliver';
import { smtpPassword, smtpUser } from './smtp-config';

/**
 * Sends `mail` documents (the "Trigger Email from Firestore" format) over SMTP: each new one, and one whose
 * delivery.state is set to RETRY, as the official extension does. One function for both, like the extension's
 * own: the writes of delivery state that follow each send reach it too, and it leaves them at once.
 */
export const deliverMail = onDocumentWritten(
  {
    document: 'mail/{id}',
    region: 'us-central1',
    secrets: [smtpUser, smtpPassword],
    timeoutSeconds: 120,
    maxInstances: 10,
  },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (!after?.exists) return;
    const created = !before?.exists;
    const retried = after.data()?.delivery?.state === 'RETRY' && before?.data()?.delivery?.state !== 'RETRY';
    if (created || retried) await deliver(event.params.id);
  },
);
