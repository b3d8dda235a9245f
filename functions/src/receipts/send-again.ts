import { canResend, MAIL_COLLECTION, mailDocumentSchema, type MailDocument } from '@hope/domain/receipts';
import { HttpsError } from 'firebase-functions/https';
import { firestore } from '../firestore';
import { readSettings } from '../settings/read-settings';
import { readEntry, recordMail } from './record-mail';
import { statementMail, statementsOf } from './statements';

const onItsWay = () =>
  new HttpsError('failed-precondition', 'This message is still on its way. Please wait a moment.');

/** The message composed again from the record (or the year's gifts) and the settings as they are now. */
async function composedAgain(stored: MailDocument, now: Date): Promise<MailDocument> {
  if (stored.statement) {
    const { year, email } = stored.statement;
    const settings = await readSettings();
    const statement = (await statementsOf(year, settings)).statements.find((s) => s.email === email);
    if (!statement) throw new HttpsError('failed-precondition', `No gifts from ${email} remain for ${year}.`);
    return (await statementMail(statement, year, settings, now)).mail;
  }
  const entry = stored.event_id ? await readEntry(stored.event_id) : null;
  if (!entry)
    throw new HttpsError('failed-precondition', 'What this message acknowledges is no longer on record.');
  const outcome = await recordMail(stored.event_id!, entry, now);
  if ('skip' in outcome) throw new HttpsError('failed-precondition', outcome.skip);
  return outcome.mail;
}

/**
 * Sends an existing message again (the office's Resend, the sweep's retry of a failed receipt): composed again
 * from today's record (a corrected email address or name is used), then its delivery.state is set to RETRY on
 * the same document, the way the official extension retries, so the record keeps one row per receipt with its
 * attempts counted. Only a sent, failed or stuck message is taken (stuck-mail.ts: its sender stopped, or none
 * took it), in a transaction: of two callers at once, one sends and the other is told it is on its way. Throws HttpsError('not-found') when there is no such message.
 */
export async function sendAgain(mailId: string, by: string, now: Date): Promise<void> {
  const db = firestore();
  const ref = db.collection(MAIL_COLLECTION).doc(mailId);
  const snapshot = await ref.get();
  const stored = mailDocumentSchema.safeParse(snapshot.data());
  if (!snapshot.exists || !stored.success) throw new HttpsError('not-found', 'This message was not found.');
  if (!canResend(stored.data, now)) throw onItsWay();
  const fresh = await composedAgain(stored.data, now);
  await db.runTransaction(async (tx) => {
    const current = mailDocumentSchema.parse((await tx.get(ref)).data());
    if (!canResend(current, now)) throw onItsWay();
    tx.update(ref, {
      ...fresh,
      created_at: current.created_at,
      resent: { at: now.toISOString(), by },
      // A message no sender ever took has no delivery yet: it gets one, as the sender would have written.
      ...(current.delivery ? { 'delivery.state': 'RETRY' } : { delivery: { state: 'RETRY', attempts: 0 } }),
    });
  });
}
