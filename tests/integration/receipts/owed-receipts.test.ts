import {
  MAIL_COLLECTION,
  OWED_RECEIPTS_COLLECTION,
  SWEEP_RETRY_LIMIT,
  type DeliveryState,
} from '@hope/domain/receipts';
import { RECORD_EVENTS_COLLECTION } from '@hope/domain/records';
import { describe, expect, it } from 'vitest';
import { eventually, mailbox } from '../../support/maildev';
import { useReceiptsBed } from '../../support/receipts-bed';
import { receiptsSweep } from '../../support/receipts-sweep';

const bed = useReceiptsBed();
const nothing = { created: 0, retried: 0, owed: 0, redelivered: 0 };

/** A check gift recorded while its record has no email: the payment is on record, its receipt is not. */
async function paidWithoutEmail() {
  const paid = await bed.checkReceived(null, 'Later Parent');
  await eventually('the payment entry', async () => {
    const entries = await bed.admin.db
      .collection(RECORD_EVENTS_COLLECTION)
      .where('record_id', '==', paid.recordId)
      .where('kind', '==', 'payment_received')
      .get();
    return entries.size === 1;
  });
  expect((await bed.mailDocs()).has(paid.mailId)).toBe(false);
  return paid;
}

// The office's edit moves into a callable; the admin SDK writes the email here as its stand-in.
const addEmail = (recordId: string, email: string) =>
  bed.admin.db.doc(`donations/${recordId}`).update({ email });

const owedDoc = async (mailId: string) =>
  (await bed.admin.db.doc(`${OWED_RECEIPTS_COLLECTION}/${mailId}`).get()).data();

const deliveryOf = (mailId: string, state: DeliveryState, attempts: number) =>
  eventually(`${mailId} ${state} after ${attempts} attempt(s)`, async () => {
    const delivery = (await bed.admin.db.doc(`${MAIL_COLLECTION}/${mailId}`).get()).data()?.delivery;
    return delivery?.state === state && delivery.attempts === attempts ? delivery : undefined;
  });

describe('no receipt is lost', () => {
  it('sends the receipt of a payment that landed without an email once the email is added, exactly once', async () => {
    const { recordId } = await paidWithoutEmail();
    // The receipts trigger reads the record when it runs: a later payment's receipt arriving shows it has run
    // for this one too, before the email exists.
    await bed.checkReceived('fence@example.com', 'Fence Parent');
    await bed.inbox('fence@example.com');
    await addEmail(recordId, 'later@example.com');
    const [receipt] = await bed.inbox('later@example.com');
    expect(receipt!.subject).toBe(
      'Your receipt from Hope Parent Organization: $250.00 received October 20, 2026',
    );
    expect(receipt!.text).toContain('Later Parent');
    expect(receipt!.text).not.toContain('Secret Student');
    await bed.settled(2);
    const sweep = await receiptsSweep();
    // A second sweep, and the same record swept again (a replayed trigger), send nothing more.
    expect(await sweep.sweepReceipts(new Date())).toEqual(nothing);
    expect(await sweep.sweepRecordReceipts({ collection: 'donations', id: recordId }, new Date())).toEqual(
      nothing,
    );
    await bed.settled(2);
    expect(await mailbox.to('later@example.com')).toHaveLength(1);
  });

  it('lists a payment without a receipt for the office until its receipt is made', async () => {
    const { recordId, mailId } = await paidWithoutEmail();
    const owed = await eventually('the owed receipt', () => owedDoc(mailId));
    expect(owed).toMatchObject({
      record: { collection: 'donations', id: recordId },
      reason: 'no_email',
      summary: 'Receipt for $250.00 received Oct 20, 2026',
      detail: 'This record has no email address, so no receipt is sent.',
      retries: 0,
    });
    const sweep = await receiptsSweep();
    expect(await sweep.sweepReceipts(new Date())).toEqual({ ...nothing, owed: 1 });
    expect(await owedDoc(mailId)).toMatchObject({ since: owed.since });
    await addEmail(recordId, 'listed@example.com');
    await bed.inbox('listed@example.com');
    await eventually('the list cleared', async () => (await owedDoc(mailId)) === undefined);
  });

  it('sends a receipt that never existed once on Resend, even racing the trigger and the sweep', async () => {
    const { recordId, mailId } = await paidWithoutEmail();
    await eventually('the owed receipt', () => owedDoc(mailId));
    expect(await bed.call('resendReceipt', { mailId, owed: true })).toMatchObject({
      error: {
        status: 'FAILED_PRECONDITION',
        message:
          'No receipt was sent: the record still has no usable email address. Add it to the record first: the receipt is then sent on its own.',
      },
    });
    const sweep = await receiptsSweep();
    await addEmail(recordId, 'raced@example.com');
    const [first, second] = await Promise.all([
      bed.call('resendReceipt', { mailId, owed: true }),
      bed.call('resendReceipt', { mailId, owed: true }),
      sweep.sweepReceipts(new Date()),
    ]);
    expect([first!.status, second!.status]).toEqual([200, 200]);
    await bed.inbox('raced@example.com');
    await bed.settled(1);
    expect(await bed.call('resendReceipt', { mailId, owed: true })).toMatchObject({ status: 200 });
    await bed.settled(1);
    expect(await mailbox.to('raced@example.com')).toHaveLength(1);
  });

  it(
    'sends a failed receipt again a bounded number of times, then leaves it listed for a person',
    { timeout: 90_000 },
    async () => {
      const { recordId, mailId } = await bed.checkReceived('parent@@example.com');
      await deliveryOf(mailId, 'ERROR', 1);
      const sweep = await receiptsSweep();
      for (let retry = 1; retry <= SWEEP_RETRY_LIMIT; retry++) {
        expect(await sweep.sweepReceipts(new Date())).toEqual({ ...nothing, retried: 1 });
        await deliveryOf(mailId, 'ERROR', retry + 1);
      }
      expect(await sweep.sweepReceipts(new Date())).toEqual({ ...nothing, owed: 1 });
      expect(await owedDoc(mailId)).toMatchObject({
        reason: 'failed',
        retries: SWEEP_RETRY_LIMIT,
        detail: expect.stringMatching(/501/),
      });
      // A person corrects the address and sends it again: it arrives, and the next sweep clears the list.
      await addEmail(recordId, 'fixed@example.com');
      expect(await bed.call('resendReceipt', { mailId })).toMatchObject({ status: 200 });
      await bed.inbox('fixed@example.com');
      await deliveryOf(mailId, 'SUCCESS', SWEEP_RETRY_LIMIT + 2);
      expect(await sweep.sweepReceipts(new Date())).toEqual(nothing);
      expect(await owedDoc(mailId)).toBeUndefined();
    },
  );
});
