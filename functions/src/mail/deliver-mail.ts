import { MAIL_COLLECTION, type Delivery } from '@hope/domain/receipts';
import { PAGE_MAIL_COLLECTION } from '@hope/domain/pages';
import { TEAM_MAIL_COLLECTION } from '@hope/domain/team';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { eventMaxAgeMs, givenUp, retried } from '../retried-event';
import { deliver, SENDER_TIMEOUT_SECONDS, takeable } from './deliver';
import { mirrorMailStatus } from './mail-status';
import { smtpPassword, smtpUser } from './smtp-config';

/**
 * Sends the documents of a mail collection (the "Trigger Email from Firestore" format) over SMTP: each new one,
 * and one whose delivery.state is set to RETRY, as the official extension does. One function for both, like
 * the extension's own: the writes of delivery state that follow each send reach it too, and it leaves them.
 * With `statuses`, every write of a message (these deliveries' own included) also refreshes its status, the
 * part of it every team member may read. Retried on a failure (a transaction that could not take the message, a
 * status write, an instance stopped): taking the message is a transaction that only takes a message no sender
 * holds, so a retried or duplicated event sends nothing twice. An event still failing after an hour is given up;
 * the receipts sweep sends a message left unsent (sweep-stuck-mail.ts).
 */
function mailSender(collection: string, { statuses }: { statuses: boolean }) {
  return onDocumentWritten(
    {
      document: `${collection}/{id}`,
      region: 'us-central1',
      secrets: [smtpUser, smtpPassword],
      timeoutSeconds: SENDER_TIMEOUT_SECONDS,
      maxInstances: 10,
      ...retried,
    },
    async (event) => {
      if (givenUp(event, eventMaxAgeMs.mail, `sending ${collection}/${event.params.id}`)) return;
      const before = event.data?.before;
      const after = event.data?.after;
      // A status that could not be written never holds the sending back: it is written again when the event
      // is delivered again (thrown below), or at the message's next write.
      let statusFailure: unknown = null;
      if (statuses)
        await mirrorMailStatus(event.params.id, undefined, after?.updateTime).catch((error: unknown) => {
          statusFailure = error;
          console.error(`The status of mail/${event.params.id} could not be written`, error);
        });
      if (after?.exists) {
        // A message created already taken (the year-end run sends its statements itself) is left to its
        // sender, however late this trigger runs: whether it was taken is judged as of its creation.
        const created =
          !before?.exists && takeable(after.data()?.delivery as Delivery | undefined, Date.parse(event.time));
        const resent =
          after.data()?.delivery?.state === 'RETRY' && before?.data()?.delivery?.state !== 'RETRY';
        if (created || resent) await deliver(collection, event.params.id);
      }
      if (statusFailure) throw statusFailure;
    },
  );
}

/** Receipts, pledge invoices and statements: owners and admins read them, every member their statuses. */
export const deliverMail = mailSender(MAIL_COLLECTION, { statuses: true });

/** Invitations to the team carry a set-your-password link: a collection no browser reads. */
export const deliverTeamMail = mailSender(TEAM_MAIL_COLLECTION, { statuses: false });

/** A student page's parent's mails: the first carries the private manage link, so no browser reads them. */
export const deliverPageMail = mailSender(PAGE_MAIL_COLLECTION, { statuses: false });
