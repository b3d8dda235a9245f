import { MAIL_COLLECTION } from '@hope/domain/receipts';
import { describe, expect, it } from 'vitest';
import { eventually, mailbox } from '../../support/maildev';
import { useReceiptsBed } from '../../support/receipts-bed';

const bed = useReceiptsBed();

/** A recorded check's receipt, by its mail id. */
const checkReceived = async (email: string | null, parent?: string) =>
  (await bed.checkReceived(email, parent)).mailId;

const stateOf = (id: string) => async () =>
  (await bed.admin.db.doc(`${MAIL_COLLECTION}/${id}`).get()).data()?.delivery;

describe('delivery failures', () => {
  it(
    'leaves the mail in ERROR with its attempts counted while SMTP is down, and sends it on Resend once back',
    { timeout: 60_000 },
    async () => {
      await mailbox.smtp('stop');
      const id = await checkReceived('down@example.com');
      const failed = await eventually(
        'ERROR',
        async () => {
          const delivery = await stateOf(id)();
          return delivery?.state === 'ERROR' ? delivery : undefined;
        },
        30_000,
      );
      expect(failed.attempts).toBe(3);
      expect(failed.error).toMatch(/ECONNREFUSED/);
      await mailbox.smtp('start');
      expect(await bed.call('resendReceipt', { mailId: id })).toMatchObject({ status: 200 });
      await bed.inbox('down@example.com');
      const sent = await eventually('SUCCESS', async () => {
        const delivery = await stateOf(id)();
        return delivery?.state === 'SUCCESS' ? delivery : undefined;
      });
      expect(sent).toMatchObject({ attempts: 4, error: null });
      expect((await bed.mailDoc(id)).resent).toMatchObject({ by: 'treasurer@example.org' });
    },
  );

  it(
    'delivers after a short outage within the same run (retried with backoff)',
    { timeout: 60_000 },
    async () => {
      await mailbox.smtp('stop');
      const id = await checkReceived('blip@example.com');
      await eventually('a failed first attempt', async () => (await stateOf(id)())?.error ?? undefined);
      await mailbox.smtp('start');
      await bed.inbox('blip@example.com');
      const delivery = await eventually('SUCCESS', async () => {
        const current = await stateOf(id)();
        return current?.state === 'SUCCESS' ? current : undefined;
      });
      expect(delivery.attempts).toBeGreaterThanOrEqual(2);
    },
  );

  it('records the SMTP error of an invalid address and sends the other mail as usual', async () => {
    const bad = await checkReceived('parent@@example.com');
    const good = await checkReceived('fine@example.com', 'Fine Parent');
    const docs = await bed.settled(2);
    expect(docs.get(bad)!.delivery).toMatchObject({
      state: 'ERROR',
      attempts: 1,
      error: expect.stringMatching(/501/),
    });
    expect(docs.get(good)!.delivery).toMatchObject({ state: 'SUCCESS' });
    expect(await mailbox.to('fine@example.com')).toHaveLength(1);
  });

  it('sends nothing to a record without an email, and refuses a resend without the admin claim', async () => {
    const id = await checkReceived(null);
    // The payment entry exists; the trigger ran and made no mail.
    await eventually(
      'the payment entry',
      async () =>
        (await bed.admin.db.collection('record_events').where('kind', '==', 'payment_received').get())
          .size === 1,
    );
    const good = await checkReceived('after@example.com', 'After Parent');
    await bed.inbox('after@example.com');
    const docs = await bed.settled(1);
    expect(docs.has(id)).toBe(false);
    expect(docs.has(good)).toBe(true);
    const { memberToken } = await import('../../support/callable');
    const noClaim = await memberToken('someone@example.org', null);
    expect(await bed.call('resendReceipt', { mailId: good }, noClaim)).toMatchObject({
      error: { status: 'PERMISSION_DENIED' },
    });
    expect(await bed.call('resendReceipt', { mailId: good }, '')).toMatchObject({
      error: { status: 'UNAUTHENTICATED' },
    });
  });
});
