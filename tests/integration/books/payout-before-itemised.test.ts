import { PAYOUTS_COLLECTION, payoutSchema } from '@hope/domain/books';
import { describe, expect, it } from 'vitest';
import { callFunction, memberToken } from '../../support/callable';
import { usePaymentsBed } from '../../support/payments-bed';
import { aDayOfGifts, utcDayFromNow } from '../../support/payouts-bed';
import { snapshotAll } from '../../support/records';
import { expectDelivered, sandbox, type SentEvent } from '../../support/sandbox';

const admin = usePaymentsBed();

const payoutDoc = (id: string) => admin.db.collection(PAYOUTS_COLLECTION).doc(id).get();

/** The last delivery of an event sent again by the sandbox, as our webhook answered it. */
async function replay(sent: SentEvent): Promise<number | null | undefined> {
  const [again] = (await sandbox.resend(sent.event.id)).events;
  return again!.deliveries.at(-1)!.status;
}

describe('a payout paid before Stripe has itemised it', () => {
  it(
    'waits for the itemisation, writes the payout once it is done, and a replayed paid event changes nothing',
    { timeout: 120_000 },
    async () => {
      await aDayOfGifts(admin.db);
      const run = await sandbox.runPayout(utcDayFromNow(2), { reconcile: false });
      expectDelivered(run);
      const payout = run.payout!;
      const paid = run.events.find((sent) => sent.event.type === 'payout.paid')!;
      expect(run.events.map((sent) => sent.event.type)).toEqual(['payout.created', 'payout.paid']);

      // Paid but not itemised: the event is kept with why nothing was written yet, and no payout appears.
      expect((await payoutDoc(payout.id)).exists).toBe(false);
      expect((await admin.db.doc(`stripe_events/${paid.event.id}`).get()).data()).toMatchObject({
        type: 'payout.paid',
        payout: payout.id,
        outcome: `Stripe has not finished itemising payout ${payout.id} yet; it will arrive by itself when it has.`,
      });
      const waiting = await snapshotAll(admin.db);
      expect(await replay(paid)).toBe(200);
      expect(await snapshotAll(admin.db)).toEqual(waiting);

      // A fetch meanwhile says the same and writes nothing.
      const token = await memberToken('books-early@example.org', { role: 'admin' });
      const day = utcDayFromNow(3);
      expect(await callFunction('fetchPayouts', { from: day, to: day }, token)).toMatchObject({
        result: {
          payouts: [
            { payout_id: payout.id, lines: 0, problem: expect.stringContaining('not finished itemising') },
          ],
        },
      });
      expect((await payoutDoc(payout.id)).exists).toBe(false);

      // Stripe finishes: the payout is written, its lines adding up to it.
      expectDelivered(await sandbox.completeReconciliation(payout.id));
      const document = payoutSchema.parse((await payoutDoc(payout.id)).data());
      expect(document).toMatchObject({ payout_id: payout.id, amount: payout.amount, status: 'paid' });
      expect(document.lines.reduce((sum, line) => sum + line.net, 0)).toBe(payout.amount);

      // The early paid event again, now that the payout is itemised: nothing changes.
      const written = await snapshotAll(admin.db);
      expect(await replay(paid)).toBe(200);
      expect(await snapshotAll(admin.db)).toEqual(written);
    },
  );

  it('is itemised once when both of its events find it itemised', { timeout: 90_000 }, async () => {
    await aDayOfGifts(admin.db);
    const listingsBefore = (await balanceListings()).length;
    const run = await sandbox.runPayout(utcDayFromNow(2));
    expectDelivered(run);
    const outcomes = await Promise.all(
      run.events
        .filter((sent) => sent.event.type !== 'payout.created')
        .map(async (sent) => (await admin.db.doc(`stripe_events/${sent.event.id}`).get()).get('outcome')),
    );
    expect(outcomes).toEqual(['reconciled', 'already reconciled']);
    // The payout's transactions were listed once (one page), by the event that wrote it.
    expect((await balanceListings()).length - listingsBefore).toBe(1);
    expect((await payoutDoc(run.payout!.id)).exists).toBe(true);
  });
});

async function balanceListings() {
  return (await sandbox.requests()).filter((entry) => entry.path === '/v1/balance_transactions');
}
