import { canResend, MAIL_COLLECTION, mailDocumentSchema, resendRequestSchema } from '@hope/domain';
import { HttpsError, onCall } from 'firebase-functions/https';
import { firestore } from '../firestore';
import { smtpPassword, smtpUser } from '../mail/smtp-config';
import { memberName, memberOf } from '../money/member';
import { manageLinkKeys } from '../portal/link-keys';
import { readSettings } from '../settings/read-settings';
import { readEntry, recordMail } from './record-mail';
import { statementMail, statementsOf } from './statements';

/**
 * The office's "Resend receipt": the message is composed again from the record and settings as they are now
 * (a corrected email address or name is used), then its delivery.state is set to RETRY on the same document,
 * the way the official extension retries, so the record keeps one row per receipt with its attempts counted.
 */
export const resendReceipt = onCall(
  {
    region: 'us-central1',
    // manageLinkKeys: a receipt composed again signs its monthly-gift link anew.
    secrets: [smtpUser, smtpPassword, manageLinkKeys],
    timeoutSeconds: 60,
    maxInstances: 10,
  },
  async (request) => {
    const member = await memberOf(request);
    const parsed = resendRequestSchema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
    const db = firestore();
    const ref = db.collection(MAIL_COLLECTION).doc(parsed.data.mailId);
    const snapshot = await ref.get();
    const stored = mailDocumentSchema.safeParse(snapshot.data());
    if (!snapshot.exists || !stored.success) throw new HttpsError('not-found', 'This message was not found.');
    if (!canResend(stored.data.delivery)) {
      throw new HttpsError('failed-precondition', 'This message is still on its way. Please wait a moment.');
    }
    const now = new Date();
    let fresh;
    if (stored.data.statement) {
      const { year, email } = stored.data.statement;
      const settings = await readSettings();
      const statement = (await statementsOf(year, settings)).statements.find((s) => s.email === email);
      if (!statement)
        throw new HttpsError('failed-precondition', `No gifts from ${email} remain for ${year}.`);
      fresh = (await statementMail(statement, year, settings, now)).mail;
    } else {
      const entry = stored.data.event_id ? await readEntry(stored.data.event_id) : null;
      if (!entry)
        throw new HttpsError('failed-precondition', 'What this message acknowledges is no longer on record.');
      const outcome = await recordMail(stored.data.event_id!, entry, now);
      if ('skip' in outcome) throw new HttpsError('failed-precondition', outcome.skip);
      fresh = outcome.mail;
    }
    await db.runTransaction(async (tx) => {
      const current = await tx.get(ref);
      if (!canResend(current.data()?.delivery)) {
        throw new HttpsError(
          'failed-precondition',
          'This message is still on its way. Please wait a moment.',
        );
      }
      tx.update(ref, {
        ...fresh,
        created_at: current.data()!.created_at,
        resent: { at: now.toISOString(), by: memberName(member) },
        'delivery.state': 'RETRY',
      });
    });
    return { ok: true };
  },
);
