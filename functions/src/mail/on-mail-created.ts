import { onDocumentCreated } from 'firebase-functions/firestore';
import { deliver } from './deliver';
import { smtpPassword, smtpUser } from './smtp-config';

/** Sends each new `mail` document (the "Trigger Email from Firestore" format) over SMTP. */
export const deliverMail = onDocumentCreated(
  {
    document: 'mail/{id}',
    region: 'us-central1',
    secrets: [smtpUser, smtpPassword],
    timeoutSeconds: 120,
    maxInstances: 10,
  },
  async (event) => {
    await deliver(event.params.id);
  },
);
