import { MAIL_COLLECTION, type Delivery } from '@hope/domain/receipts';
import { PAGE_MAIL_COLLECTION } from '@hope/domain/pages';
import { TEAM_MAIL_COLLECTION } from '@hope/domain/team';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { deliver, takeable } from './deliver';
import { mirrorMailStatus } from './mail-status';
import { smtpPassword, smtpUser } from './smtp-config';

/**
 * Sends the documents of a mail collection (the "Trigger Email from Firestore" format) over SMTP: each new one,
 * and one whose delivery.state is set to RETRY, as the official extension does. One function for both, like
 * the extension's own: the writes of delivery state that follow each send reach it too, and it leaves them.
 * With `statuses`, every write of a message (these deliveries' own included) also refreshes its status, the
 * part of it every team member may read.
 */
function mailSender(collection: string, { statuses }: { statuses: boolean }) {
  return onDocumentWritten(
    {
      document: `${collection}/{id}`,
      region: 'us-central1',
      secrets: [smtpUser, smtpPassword],
      timeoutSeconds: 120,
      maxInstances: 10,
    },
    async (event) => {
      const before = event.data?.before;
      const after = event.data?.after;
      // A status that could not be written is written at the message's next write: never a reason not to send.
      if (statuses)
        await mirrorMailStatus(event.params.id, undefined, after?.updateTime).catch((error: unknown) =>
          console.error(`The status of mail/${event.params.id} could not be written`, error),
        );
      if (!after?.exists) return;
      // A message created already taken (the year-end run sends its statements itself) is left to its sender,
      // however late this trigger runs: whether it was taken is judged as of its creation.
      const created =
        !before?.exists && takeable(after.data()?.delivery as Delivery | undefined, Date.parse(event.time));
      const retried =
        after.data()?.delivery?.state === 'RETRY' && before?.data()?.delivery?.state !== 'RETRY';
      if (created || retried) await deliver(collection, event.params.id);
    },
  );
}

/** Receipts, pledge invoices and statements: owners and admins read them, every member their statuses. */
export const deliverMail = mailSender(MAIL_COLLECTION, { statuses: true });

/** Invitations to the team carry a set-your-password link: a collection no browser reads. */
export const deliverTeamMail = mailSender(TEAM_MAIL_COLLECTION, { statuses: false });

/** A student page's parent's mails: the first carries the private manage link, so no browser reads them. */
export const deliverPageMail = mailSender(PAGE_MAIL_COLLECTION, { statuses: false });
