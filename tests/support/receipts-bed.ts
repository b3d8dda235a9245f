import { MAIL_COLLECTION, mailDocumentSchema, receiptMailId, type MailDocument } from '@hope/domain/receipts';
import { type Donation, type MoneyAction } from '@hope/domain/records';
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach } from 'vitest';
import { callFunction, memberToken } from './callable';
import { jobEnded } from './jobs';
import { eventually, mailbox } from './maildev';
import { usePaymentsBed } from './payments-bed';
import { sandbox } from './sandbox';

/** A donation the office entered, as the back office stores it (paid by check, not yet received). */
export function officeDonation(overrides: Partial<Donation> = {}): Donation {
  const at = '2026-10-01T17:00:00.000Z';
  return {
    parent_name: 'Office Parent',
    email: 'office-parent@example.com',
    donation_amount: 250,
    donation_type: 'check',
    company_matching: false,
    form_submitted_at: null,
    total_pledged_amt: 250,
    net_payment: null,
    stripe_customer_id: null,
    stripe_session_id: null,
    payment_intent_id: null,
    payment_reference: null,
    payment_completed_at: null,
    cancel_date: null,
    created_at: at,
    updated_at: at,
    yearbook: null,
    magnet_given: null,
    tshirt_given: null,
    notes: null,
    children_data: [{ name: 'Secret Student', tShirtSize: '' }],
    grade_teacher_data: [],
    ...overrides,
  };
}

/** Each receipts test starts with empty Firestore, Stripe sandbox and inbox, and the SMTP server up. */
export function useReceiptsBed() {
  const admin = usePaymentsBed();
  let treasurer = '';
  beforeAll(async () => {
    treasurer = await memberToken('treasurer@example.org', { admin: true });
  });
  beforeEach(async () => {
    await mailbox.smtp('start');
    await mailbox.smtp('release');
    await mailbox.clear();
  });

  /** The mail documents, by id. */
  const mailDocs = async (): Promise<Map<string, MailDocument>> => {
    const snapshot = await admin.db.collection(MAIL_COLLECTION).get();
    return new Map(snapshot.docs.map((doc) => [doc.id, mailDocumentSchema.parse(doc.data())]));
  };
  const mailDoc = async (id: string) =>
    mailDocumentSchema.parse((await admin.db.doc(`mail/${id}`).get()).data());

  /** Waits until `count` messages reached the address in MailDev. */
  const inbox = (address: string, count = 1) =>
    eventually(`${count} message(s) to ${address} in MailDev`, async () => {
      const messages = await mailbox.to(address);
      return messages.length >= count ? messages : undefined;
    });

  /** Waits until every mail document has settled (SUCCESS or ERROR). */
  const settled = (expected: number) =>
    eventually(`${expected} mail document(s) settled`, async () => {
      const docs = await mailDocs();
      const done = [...docs.values()].filter((doc) =>
        ['SUCCESS', 'ERROR'].includes(doc.delivery?.state ?? ''),
      );
      return docs.size === expected && done.length === expected ? docs : undefined;
    });

  type Requested<T> = T extends unknown ? Omit<T, 'requestId'> & { requestId?: string } : never;
  const act = async (action: Requested<MoneyAction>) => {
    const answer = await callFunction('recordAction', { requestId: randomUUID(), ...action }, treasurer);
    await sandbox.idle();
    return answer;
  };
  const call = (name: string, data: unknown, token = treasurer) => callFunction(name, data, token);

  /** The year-end Send as the office presses it: the answer names the job it started, or the one under way. */
  const startStatements = async (year: number, token = treasurer) => {
    const answer = await callFunction('yearEndStatements', { action: 'send', year }, token);
    if (answer.status !== 200) throw new Error(`Send failed: ${JSON.stringify(answer)}`);
    return answer.result as { jobId: string; started: boolean };
  };

  /** What a year-end job did once it has ended, as the office's screen reports it. */
  const statementsSent = async (year: number, jobId: string) => {
    const job = await jobEnded(admin.db, jobId);
    if (job.state !== 'done') throw new Error(`The year-end job stopped: ${job.error}`);
    return { year, created: job.counts.sent ?? 0, alreadySent: job.counts.already_sent ?? 0 };
  };

  /** The year-end Send, waited for: the answer is what the job did once it has ended. */
  const sendStatements = async (year: number, token = treasurer) =>
    statementsSent(year, (await startStatements(year, token)).jobId);

  /** An office check donation whose check is then recorded: its payment's receipt is the functions' to make. */
  const checkReceived = async (email: string | null, parent = 'Failing Parent') => {
    const ref = admin.db.collection('donations').doc();
    await ref.set(officeDonation({ email, parent_name: parent }));
    const answer = await act({
      action: 'record_check',
      collection: 'donations',
      id: ref.id,
      checkNumber: '500',
      amount: 250,
      depositedOn: '2026-10-20',
    });
    if (answer.status !== 200) throw new Error(`Recording the check failed: ${JSON.stringify(answer)}`);
    return { recordId: ref.id, mailId: receiptMailId('donations', ref.id, 'check_500') };
  };

  return {
    admin,
    mailDocs,
    mailDoc,
    inbox,
    settled,
    act,
    call,
    checkReceived,
    startStatements,
    statementsSent,
    sendStatements,
  };
}
