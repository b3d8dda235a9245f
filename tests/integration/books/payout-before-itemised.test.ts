import { PAYOUTS_COLLECTION } from '@hope/domain/books';
import { describe, expect, it } from 'vitest';
import { memberToken } from '../../support/callable';
import { usePaymentsBed } from '../../support/payments-bed';
import { aDayOfGifts, fetchedPayouts, itemised, utcDayFromNow } from '../../support/payouts-bed';
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
      const fetched = await fetchedPayouts(admin.db, { from: day, to: day }, token);
      expect(fetched).toMatchObject({ state: 'done', total: 1, counts: { not_itemisable: 1 } });
      expect(fetched.notes).toEqual([expect.stringContaining('not finished itemising')]);
      expect((await payoutDoc(payout.id)).exists).toBe(false);

      // Stripe finishes: the payout is written, its lines adding up to it.
      expectDelivered(await sandbox.completeReconciliation(payout.id));
      const document = await itemised(admin.db, payout.id);
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
    // The first event starts the one itemising job of the payout, which lists its transactions once (a page).
    const job = `itemise_payout-${run.payout!.id}`;
    expect(outcomes[0]).toBe(`itemising (job ${job})`);
    // The second finds the job under way, or the payout already written.
    expect([`itemising (job ${job})`, 'already reconciled']).toContain(outcomes[1]);
    await itemised(admin.db, run.payout!.id);
    expect((await balanceListings()).length - listingsBefore).toBe(1);
  });
});

async function balanceListings() {
  return (await sandbox.requests()).filter((entry) => entry.path === '/v1/balance_transactions');
}
