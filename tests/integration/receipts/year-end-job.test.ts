import { JOBS_COLLECTION } from '@hope/domain/jobs';
import { statementMailId } from '@hope/domain/receipts';
import { describe, expect, it } from 'vitest';
import { jobEnded, killFunctionWorkers, replayTask } from '../../support/jobs';
import { eventually, mailbox } from '../../support/maildev';
import { officeDonation, useReceiptsBed } from '../../support/receipts-bed';

const bed = useReceiptsBed();
const YEAR = 2025;

async function donors(count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, index) => `giver${index}@example.com`);
  await Promise.all(
    emails.map((email, index) =>
      bed.admin.db
        .collection('donations')
        .doc()
        .set(
          officeDonation({
            email,
            parent_name: `Giver ${index}`,
            donation_type: 'one_time',
            stripe_charges: {
              [`ch_${index}`]: {
                amount: 5000,
                fee: 175,
                net: 4825,
                refunded: 0,
                paid_at: '2025-05-05T18:00:00.000Z',
              },
            },
          }),
        ),
    ),
  );
  return emails;
}

async function startSend(): Promise<string> {
  const answer = await bed.call('yearEndStatements', { action: 'send', year: YEAR });
  expect(answer.status).toBe(200);
  return (answer.result as { jobId: string }).jobId;
}

/** How many statements each address has in MailDev, once `expected` messages are there. */
async function receivedBy(emails: string[], expected = emails.length): Promise<Map<string, number>> {
  await eventually(
    `${expected} statements in MailDev`,
    async () => (await mailbox.messages()).length >= expected,
  );
  const counts = new Map(emails.map((email) => [email, 0]));
  for (const message of await mailbox.messages())
    for (const to of message.to) counts.set(to.address, (counts.get(to.address) ?? 0) + 1);
  return counts;
}

/** The addresses that did not receive exactly one statement, with how many they received. */
const notOnce = (counts: Map<string, number>) => [...counts].filter(([, count]) => count !== 1);

describe('the year-end job', () => {
  it('answers Send at once, and its document counts the statements as the units send them', async () => {
    const emails = await donors(3);
    const startedAt = Date.now();
    const jobId = await startSend();
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    const job = await jobEnded(bed.admin.db, jobId);
    expect(job).toMatchObject({
      kind: 'year_end_statements',
      key: String(YEAR),
      state: 'done',
      total: 3,
      done: 3,
    });
    expect(job.counts).toEqual({ sent: 3, already_sent: 0 });
    expect(notOnce(await receivedBy(emails))).toEqual([]);
  });

  it('a unit cut off midway is run again by the queue and sends each statement once', async () => {
    const emails = await donors(30);
    // Ten statements are accepted, then the mail server stops answering: the unit waits mid-send.
    await mailbox.smtp('hold-after=10');
    const jobId = await startSend();
    await eventually('10 statements sent and recorded', async () => {
      const recorded = [...(await bed.mailDocs()).values()].filter(
        (doc) => doc.delivery?.state === 'SUCCESS',
      );
      return (await mailbox.messages()).length === 10 && recorded.length === 10;
    });
    // The function sending the rest is cut off, as an instance is at its timeout or when it crashes; its
    // connections to the mail server go with it, and what it had begun to submit never arrives.
    expect(killFunctionWorkers()).toBeGreaterThan(0);
    await mailbox.smtp('stop');
    await mailbox.smtp('start');

    const job = await jobEnded(bed.admin.db, jobId, 120_000);
    expect(job).toMatchObject({ state: 'done', total: 30, done: 30 });
    expect(notOnce(await receivedBy(emails))).toEqual([]);
    const docs = await bed.settled(30);
    expect([...docs.values()].every((doc) => doc.delivery?.state === 'SUCCESS')).toBe(true);
  });

  it('a replayed task sends nothing and counts nothing twice', async () => {
    const emails = await donors(4);
    const jobId = await startSend();
    const job = await jobEnded(bed.admin.db, jobId);
    expect(notOnce(await receivedBy(emails))).toEqual([]);

    for (const step of [{ step: 'plan' }, { step: 'unit', unit: 'u00000' }, { step: 'finish' }])
      expect(await replayTask('yearEndJob', { jobId, ...step })).toBeLessThan(300);
    const after = (await bed.admin.db.collection(JOBS_COLLECTION).doc(jobId).get()).data();
    expect(after).toMatchObject({ state: 'done', done: job.done, counts: job.counts, units_done: 1 });
    expect(notOnce(await receivedBy(emails))).toEqual([]);
  });

  it('a job that stopped goes on from where it stopped when the office resumes it, and only then', async () => {
    const emails = await donors(6);
    const jobId = await startSend();
    const done = await jobEnded(bed.admin.db, jobId);
    expect(await bed.call('jobAction', { action: 'resume', jobId })).toMatchObject({
      error: { status: 'FAILED_PRECONDITION', message: 'Only a job that stopped can be resumed.' },
    });
    // As a job is left when its unit used its last attempt: stopped, its unit not done, two donors unsent.
    const ref = bed.admin.db.collection(JOBS_COLLECTION).doc(jobId);
    await ref.update({
      state: 'failed',
      error: 'The mail server refused us.',
      done: 0,
      units_done: 0,
      counts: {},
    });
    await ref.collection('units').doc('u00000').update({ done: false });
    const unsent = emails.slice(4);
    await Promise.all(
      unsent.map((email) => bed.admin.db.doc(`mail/${statementMailId(YEAR, email)}`).delete()),
    );
    await mailbox.clear();

    expect(await bed.call('jobAction', { action: 'resume', jobId })).toMatchObject({ status: 200 });
    const resumed = await jobEnded(bed.admin.db, jobId);
    expect(resumed).toMatchObject({ state: 'done', done: done.done, resumed: 1, error: null });
    expect(resumed.counts).toEqual({ sent: 2, already_sent: 4 });
    expect(notOnce(await receivedBy(unsent))).toEqual([]);
  });
});
