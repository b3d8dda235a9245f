import {
  MAIL_COLLECTION,
  mailDocumentSchema,
  OWED_RECEIPTS_COLLECTION,
  statementMailId,
  type MailDocument,
} from '@hope/domain/receipts';
import { RECORD_EVENTS_COLLECTION, recordEventSchema } from '@hope/domain/records';
import { describe, expect, it, vi } from 'vitest';
import { inProcess } from '../../support/functions-in-process';
import { eventually, mailbox } from '../../support/maildev';
import { useReceiptsBed } from '../../support/receipts-bed';
import { receiptsSweep } from '../../support/receipts-sweep';
import { deliverAsCloudFunctions, withoutTriggers } from '../../support/triggers';

const bed = useReceiptsBed();
const functions = inProcess(async () => ({
  triggers: await import('../../../functions/src/receipts/on-record-event'),
  creation: await import('../../../functions/src/receipts/create-record-mail'),
  deliver: await import('../../../functions/src/mail/deliver'),
  db: (await import('../../../functions/src/platform/firestore')).firestore(),
}));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/**
 * A check recorded for a record (to call while no trigger runs): its payment's history entry exists, its receipt
 * does not.
 */
async function paidUnseen(email: string | null, parent = 'Unseen Parent') {
  const paid = await bed.checkReceived(email, parent);
  const entries = await bed.admin.db
    .collection(RECORD_EVENTS_COLLECTION)
    .where('record_id', '==', paid.recordId)
    .where('kind', '==', 'payment_received')
    .get();
  expect(entries.size).toBe(1);
  const [doc] = entries.docs;
  expect((await bed.mailDocs()).has(paid.mailId)).toBe(false);
  return { ...paid, entryId: doc!.id, entry: recordEventSchema.parse(doc!.data()) };
}

/** A receipt created `minutes` ago that no sender took (to call while no trigger runs: its sender never ran). */
async function queuedUnsent(email: string, parent: string, minutes: number) {
  const paid = await paidUnseen(email, parent);
  const { creation } = await functions();
  await creation.createRecordMail(paid.entryId, paid.entry, minutesAgo(minutes));
  return paid;
}

const deliveryOf = async (mailId: string) =>
  mailDocumentSchema.parse((await bed.admin.db.doc(`${MAIL_COLLECTION}/${mailId}`).get()).data()).delivery;

const nothing = { created: 0, retried: 0, owed: 0, redelivered: 0 };

// Each test turns the emulator's triggers off and on again (the emulator then loads the functions anew).
describe('no receipt is lost when a trigger or a sender fails', { timeout: 90_000 }, () => {
  it('delivers a receipts event again after it throws once, and the receipt arrives once', async () => {
    const paid = await withoutTriggers(() => paidUnseen('retried@example.com', 'Retried Parent'));
    const { triggers, db } = await functions();
    const event = {
      id: `event-of-${paid.entryId}`,
      time: new Date().toISOString(),
      params: { id: paid.entryId },
      data: await db.doc(`${RECORD_EVENTS_COLLECTION}/${paid.entryId}`).get(),
    };
    // Firestore gives up the receipt's transaction under contention, once.
    const contention = Object.assign(new Error('10 ABORTED: Too much contention on these documents.'), {
      code: 10,
    });
    const spy = vi.spyOn(db, 'runTransaction').mockRejectedValueOnce(contention);
    try {
      expect(await deliverAsCloudFunctions(triggers.sendReceipts, event as never)).toBe(2);
    } finally {
      spy.mockRestore();
    }
    const [receipt] = await bed.inbox('retried@example.com');
    expect(receipt!.subject).toMatch(/^Your receipt from Hope Parent Organization: \$250\.00 received/);
    // The same event once more (a duplicate delivery), and one older than the trigger's bound: nothing more.
    await triggers.sendReceipts.run(event as never);
    await triggers.sendReceipts.run({ ...event, time: minutesAgo(2 * 60).toISOString() } as never);
    await bed.settled(1);
    expect(await mailbox.to('retried@example.com')).toHaveLength(1);
  });

  it('sends a message left PROCESSING by a stopped sender, and one no sender took, exactly once; a statement a run holds stays its', async () => {
    const { deliver } = await functions();
    const [stopped, waiting] = await withoutTriggers(async () => {
      const first = await queuedUnsent('stopped@example.com', 'Stopped Parent', 3);
      // Its sender took it, then was stopped at its timeout: its lease has lapsed since.
      await bed.admin.db.doc(`${MAIL_COLLECTION}/${first.mailId}`).update({
        delivery: {
          ...deliver.claimedDelivery(undefined, Date.now() - 200_000),
          leaseExpireTime: minutesAgo(1).toISOString(),
        },
      });
      return [first, await queuedUnsent('waiting@example.com', 'Waiting Parent', 10)];
    });
    // A year-end run's statement, created already taken, its lease still running: the run's to send.
    const statementId = statementMailId(2025, 'held@example.com');
    const held: MailDocument = {
      to: 'held@example.com',
      message: { subject: 'Your 2025 giving statement', text: 'Held by a run', html: '<p>Held by a run</p>' },
      delivery: deliver.claimedDelivery(undefined, Date.now()),
      kind: 'statement',
      record: null,
      event_id: null,
      statement: { year: 2025, email: 'held@example.com' },
      summary: '2025 statement: 1 gift, $50.00',
      created_at: minutesAgo(10).toISOString(),
    };
    await bed.admin.db.doc(`${MAIL_COLLECTION}/${statementId}`).create(held);

    const sweep = await receiptsSweep();
    expect(await sweep.sweepReceipts(new Date())).toEqual({ ...nothing, redelivered: 2 });
    await bed.inbox('stopped@example.com');
    await bed.inbox('waiting@example.com');
    expect(await deliveryOf(stopped.mailId)).toMatchObject({ state: 'SUCCESS', attempts: 2 });
    expect(await deliveryOf(waiting.mailId)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(await sweep.sweepReceipts(new Date())).toEqual(nothing);
    expect(await mailbox.to('stopped@example.com')).toHaveLength(1);
    expect(await mailbox.to('waiting@example.com')).toHaveLength(1);
    expect(await mailbox.to('held@example.com')).toHaveLength(0);
    expect(await deliveryOf(statementId)).toMatchObject({ state: 'PROCESSING', attempts: 1 });
  });

  it('creates the receipt of a payment whose receipt was never created, exactly once, and lists one owed for lack of an email', async () => {
    const paid = await paidUnseen('never@example.com', 'Never Parent');
    const noEmail = await paidUnseen(null, 'No Email Parent');
    // Both payments landed ten minutes ago, while the receipts trigger failed.
    await withoutTriggers(() =>
      Promise.all(
        [paid, noEmail].map(({ entryId }) =>
          bed.admin.db
            .doc(`${RECORD_EVENTS_COLLECTION}/${entryId}`)
            .update({ at: minutesAgo(10).toISOString() }),
        ),
      ),
    );
    const sweep = await receiptsSweep();
    expect(await sweep.sweepReceipts(new Date())).toEqual({ ...nothing, created: 1, owed: 1 });
    const [receipt] = await bed.inbox('never@example.com');
    expect(receipt!.text).toContain('Never Parent');
    expect(
      (await bed.admin.db.doc(`${OWED_RECEIPTS_COLLECTION}/${noEmail.mailId}`).get()).get('reason'),
    ).toBe('no_email');
    await bed.settled(1);
    // Swept again: the receipt exists, the owed one is its list's (still owed, nothing made).
    expect(await sweep.sweepReceipts(new Date())).toEqual({ ...nothing, owed: 1 });
    await bed.settled(1);
    expect(await mailbox.to('never@example.com')).toHaveLength(1);
  });

  it('lets the office Resend a stuck message, and refuses one still on its way', async () => {
    const onItsWay = await queuedUnsent('soon@example.com', 'Soon Parent', 1);
    expect(await bed.call('resendReceipt', { mailId: onItsWay.mailId })).toMatchObject({
      error: {
        status: 'FAILED_PRECONDITION',
        message: 'This message is still on its way. Please wait a moment.',
      },
    });
    // Queued six minutes ago: past the five a sender has to take a message.
    const stuck = await queuedUnsent('stuck@example.com', 'Stuck Parent', 6);
    expect(await bed.call('resendReceipt', { mailId: stuck.mailId })).toMatchObject({ status: 200 });
    const [receipt] = await bed.inbox('stuck@example.com');
    expect(receipt!.text).toContain('Stuck Parent');
    await eventually(
      'the stuck receipt sent',
      async () => (await deliveryOf(stuck.mailId))?.state === 'SUCCESS',
    );
    expect((await bed.mailDoc(stuck.mailId)).resent).toMatchObject({ by: 'treasurer@example.org' });
    const sweep = await receiptsSweep();
    await sweep.sweepReceipts(new Date());
    expect(await mailbox.to('stuck@example.com')).toHaveLength(1);
  });
});
