import { MAIL_COLLECTION, statementMailId, type MailDocument } from '@hope/domain/receipts';
import { describe, expect, it } from 'vitest';
import { eventually, mailbox } from '../../support/maildev';
import { officeDonation, useReceiptsBed } from '../../support/receipts-bed';
import { withoutTriggers } from '../../support/triggers';

const bed = useReceiptsBed();
const YEAR = 2025;

/** Donors who each gave by card in YEAR (one record each, one charge). */
async function donors(emails: string[]) {
  const writes = emails.map((email, index) =>
    bed.admin.db
      .collection('donations')
      .doc()
      .set(
        officeDonation({
          email,
          parent_name: `Donor ${index}`,
          donation_type: 'one_time',
          stripe_charges: {
            [`ch_${email}`]: {
              amount: 5000,
              fee: 175,
              net: 4825,
              refunded: 0,
              paid_at: '2025-05-05T18:00:00.000Z',
            },
          },
        }),
      ),
  );
  await Promise.all(writes);
}

const send = () => bed.sendStatements(YEAR);

/** How many messages each address received in MailDev, once every statement has arrived. */
async function receivedBy(emails: string[]): Promise<Map<string, number>> {
  await eventually(
    `${emails.length} statements in MailDev`,
    async () => (await mailbox.messages()).length >= emails.length,
  );
  await bed.settled(emails.length);
  const counts = new Map(emails.map((email) => [email, 0]));
  for (const message of await mailbox.messages())
    for (const to of message.to) counts.set(to.address, (counts.get(to.address) ?? 0) + 1);
  return counts;
}

const once = (emails: string[]) => new Map(emails.map((email) => [email, 1]));

describe('year-end statements are sent exactly once', () => {
  it('two Sends at once run one job, and a third after sends nothing: each donor receives one statement', async () => {
    const emails = Array.from({ length: 30 }, (_, index) => `donor${index}@example.com`);
    await donors(emails);

    // The mail server holds every message until both presses are answered, so the job the first press started
    // is still under way when the second arrives, however slowly the emulator serves either call.
    await mailbox.smtp('hold-after=0');
    const presses = await Promise.all([bed.startStatements(YEAR), bed.startStatements(YEAR)]);
    await mailbox.smtp('release');
    // The second press names the job the first one started: both report what that one job did.
    expect(presses.map((press) => press.started).sort()).toEqual([false, true]);
    const [first, second] = await Promise.all(presses.map((press) => bed.statementsSent(YEAR, press.jobId)));
    expect(presses[1]!.jobId).toBe(presses[0]!.jobId);
    expect(first).toEqual({ year: YEAR, created: 30, alreadySent: 0 });
    expect(second).toEqual(first);
    expect(await receivedBy(emails)).toEqual(once(emails));

    expect(await send()).toEqual({ year: YEAR, created: 0, alreadySent: 30 });
    expect(await receivedBy(emails)).toEqual(once(emails));
    const docs = await bed.mailDocs();
    expect([...docs.values()].map((doc) => [doc.delivery?.state, doc.delivery?.attempts])).toEqual(
      emails.map(() => ['SUCCESS', 1]),
    );
    // Every member's view of each message (its status) reads it as sent too.
    await eventually('30 statuses SUCCESS', async () => {
      const statuses = await bed.admin.db.collection('mail_status').get();
      return statuses.docs.filter((doc) => doc.get('delivery.state') === 'SUCCESS').length === 30;
    });
  });

  it('a run stopped midway is finished by the next Send, which sends nothing twice', async () => {
    const sentBefore = ['ann@example.com', 'ben@example.com'];
    await donors(sentBefore);
    expect(await send()).toMatchObject({ created: 2, alreadySent: 0 });
    await receivedBy(sentBefore);

    // The stopped run had also created Cal's statement, taken for sending (its lease runs out in a second),
    // and had not reached Dee and Eve. The message's own trigger ran back then, while the lease held, and left
    // it to the run: it is written with the triggers off, so no trigger delivered late (a loaded emulator's are
    // seconds late) finds the lease lapsed and sends it before the next Send does.
    const now = Date.now();
    const stopped: MailDocument = {
      to: 'cal@example.com',
      message: {
        subject: `Your ${YEAR} giving statement`,
        text: 'Composed by the stopped run',
        html: '<p>Composed by the stopped run</p>',
      },
      delivery: {
        state: 'PROCESSING',
        attempts: 1,
        startTime: new Date(now).toISOString(),
        endTime: null,
        leaseExpireTime: new Date(now + 1000).toISOString(),
        error: null,
        info: null,
      },
      kind: 'statement',
      record: null,
      event_id: null,
      statement: { year: YEAR, email: 'cal@example.com' },
      summary: `${YEAR} statement: 1 gift, $50.00`,
      created_at: new Date(now).toISOString(),
    };
    await withoutTriggers(() =>
      bed.admin.db.collection(MAIL_COLLECTION).doc(statementMailId(YEAR, 'cal@example.com')).create(stopped),
    );
    const later = ['cal@example.com', 'dee@example.com', 'eve@example.com'];
    await donors(later);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, now + 1500 - Date.now())));

    expect(await send()).toEqual({ year: YEAR, created: 3, alreadySent: 2 });
    const everyone = [...sentBefore, ...later];
    expect(await receivedBy(everyone)).toEqual(once(everyone));
    const [cal] = await mailbox.to('cal@example.com');
    expect(cal!.text).toContain('Composed by the stopped run');

    expect(await send()).toEqual({ year: YEAR, created: 0, alreadySent: 5 });
    expect(await receivedBy(everyone)).toEqual(once(everyone));
    const calDoc = await bed.mailDoc(statementMailId(YEAR, 'cal@example.com'));
    expect(calDoc.delivery).toMatchObject({ state: 'SUCCESS', attempts: 2 });
  });

  it('takes over a statement a stopped run had claimed but not sent, and leaves one another run is sending', async () => {
    const emails = ['fay@example.com', 'gus@example.com', 'hal@example.com'];
    await donors(emails);
    const now = Date.now();
    const claim = (email: string, leaseMs: number) =>
      bed.admin.db
        .collection('statement_claims')
        .doc(statementMailId(YEAR, email))
        .create({ at: new Date(now).toISOString(), lease_until: new Date(now + leaseMs).toISOString() });
    // Fay's run stopped after claiming her statement (its lease has lapsed); Gus's is being sent by another run.
    await claim('fay@example.com', -1000);
    await claim('gus@example.com', 60_000);

    expect(await send()).toEqual({ year: YEAR, created: 2, alreadySent: 1 });
    const sent = ['fay@example.com', 'hal@example.com'];
    expect(await receivedBy(sent)).toEqual(once(sent));
    expect((await mailbox.to('gus@example.com')).length).toBe(0);
    expect((await bed.mailDocs()).has(statementMailId(YEAR, 'gus@example.com'))).toBe(false);
  });
});
