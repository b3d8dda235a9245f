import { sumDollars } from '@hope/domain/money';
import {
  deliveryLabel,
  MAIL_COLLECTION,
  normalizeEmail,
  statementMailId,
  yearEndRequestSchema,
  type YearEndPreview,
  type YearEndJobStarted,
  type YearEndSendResult,
} from '@hope/domain/receipts';
import { HttpsError, onCall } from 'firebase-functions/https';
import { firestore } from '../platform/firestore';
import { memberName, memberOf } from '../auth/member';
import { readSettings } from '../settings/read-settings';
import { smtpPassword, smtpUser } from '../mail/smtp-config';
import { existingStates } from './send-statements';
import { type YearEndParams } from './year-end-job';
import { startJob } from '../jobs/start-job';
import { statementMail, statementsOf } from './statements';

/**
 * Year-end statements for a calendar year: preview (each donor, their gifts and whether their statement went
 * out), send (starts the year-end job, which sends a statement to every donor who has none for the year yet: a
 * second run sends nothing new; the answer names the job, which the office watches), and resend one donor's
 * (composed again from today's records, sent again). Answered within Hosting's 60 s: the sending is the job's.
 */
export const yearEndStatements = onCall(
  {
    secrets: [smtpUser, smtpPassword],
    timeoutSeconds: 60,
    memory: '1GiB',
    maxInstances: 2,
  },
  async (request): Promise<YearEndPreview | YearEndSendResult | YearEndJobStarted> => {
    const member = await memberOf(request);
    const parsed = yearEndRequestSchema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
    const { year } = parsed.data;
    const now = new Date();
    if (parsed.data.action === 'send') {
      const { jobId, started } = await startJob('year_end_statements', {
        key: String(year),
        params: { year, issued_at: now.toISOString() } satisfies YearEndParams,
        startedBy: memberName(member),
      });
      return { year, jobId, started };
    }
    const settings = await readSettings();
    const { statements, withoutEmail } = await statementsOf(year, settings);
    const ids = statements.map((statement) => statementMailId(year, statement.email));
    const db = firestore();

    if (parsed.data.action === 'preview') {
      const states = await existingStates(ids);
      return {
        year,
        donors: statements.map((statement, index) => ({
          email: statement.email,
          name: statement.name,
          gifts: statement.gifts.length,
          total: statement.total,
          mailId: ids[index]!,
          sent: states.has(ids[index]!) ? deliveryLabel(states.get(ids[index]!)) : null,
        })),
        gifts: statements.reduce((sum, statement) => sum + statement.gifts.length, 0),
        total: sumDollars(statements.map((statement) => statement.total)),
        withoutEmail,
      };
    }

    const email = normalizeEmail(parsed.data.email);
    const statement = statements.find((candidate) => candidate.email === email);
    if (!statement) throw new HttpsError('not-found', `No gifts from ${email} were received in ${year}.`);
    const { id, mail } = await statementMail(statement, year, settings, now);
    const ref = db.collection(MAIL_COLLECTION).doc(id);
    const resent = { at: now.toISOString(), by: memberName(member) };
    await db.runTransaction(async (tx) => {
      const existing = await tx.get(ref);
      if (!existing.exists) tx.create(ref, mail);
      else
        tx.update(ref, {
          ...mail,
          created_at: existing.data()!.created_at,
          resent,
          'delivery.state': 'RETRY',
        });
    });
    return { year, created: 1, alreadySent: 0 };
  },
);
