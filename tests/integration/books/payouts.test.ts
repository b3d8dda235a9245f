import { type Payout } from '@hope/domain/books';
import { donationSchema, partnerSchema } from '@hope/domain/records';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { LOCAL_WEBHOOK_SECRET } from '../../../scripts/src/lib/local-config';
import { callFunction, memberToken } from '../../support/callable';
import { urls } from '../../support/emulators';
import { usePaymentsBed } from '../../support/payments-bed';
import {
  aDayOfGifts,
  fetchedPayouts,
  itemised,
  payOutToday,
  sandboxStripe,
  utcDayFromNow,
} from '../../support/payouts-bed';
import { snapshotAll } from '../../support/records';
import { sandbox } from '../../support/sandbox';

const admin = usePaymentsBed();

const stored = (id: string): Promise<Payout> => itemised(admin.db, id);

describe('payouts reconciled from Stripe', () => {
  it(
    'reconciles a day of card gifts, a partial refund, a lost dispute and an installment to the cent',
    { timeout: 120_000 },
    async () => {
      const ids = await aDayOfGifts(admin.db);
      const payout = await payOutToday();
      const document = await stored(payout.id);

      expect(document).toMatchObject({
        payout_id: payout.id,
        amount: payout.amount,
        status: 'paid',
        currency: 'usd',
      });
      expect(document.arrival_date).toBe(utcDayFromNow(3));
      expect(document.lines.reduce((sum, line) => sum + line.net, 0)).toBe(payout.amount);
      // What Stripe itself lists for the payout, line for line.
      const listed = [];
      for await (const txn of sandboxStripe.balanceTransactions.list({ payout: payout.id, limit: 100 })) {
        if (txn.type !== 'payout') listed.push(txn);
      }
      expect(
        document.lines.map((line) => [line.balance_transaction, line.gross, line.fee, line.net]),
      ).toEqual(listed.map((txn) => [txn.id, txn.amount, txn.fee, txn.net]));

      const byName = (name: string | null) => document.lines.filter((line) => line.name === name);
      const donation = (id: string) => ({ collection: 'donations', id });
      expect(byName('Garcia Family')).toMatchObject([
        { reporting_category: 'charge', gross: 5000, record: donation(ids.once) },
      ]);
      expect(byName('Nguyen Family').map((line) => [line.reporting_category, line.gross])).toEqual(
        expect.arrayContaining([
          ['charge', 12000],
          ['refund', -2000],
        ]),
      );
      expect(byName('Okafor Family').map((line) => [line.reporting_category, line.gross, line.fee])).toEqual(
        expect.arrayContaining([
          ['charge', 7500, expect.any(Number)],
          ['dispute', -7500, 1500],
        ]),
      );
      expect(byName('Patel Family')).toMatchObject([{ gross: 3000, record: donation(ids.monthly) }]);
      expect(byName('Bay Hardware')).toMatchObject([
        { record: { collection: 'community_partners', id: ids.sponsor } },
      ]);
      expect(byName(null)).toMatchObject([{ reporting_category: 'charge', gross: 4500, record: null }]);
      for (const line of document.lines)
        if (line.record?.collection === 'donations') {
          const record = donationSchema.parse(
            (await admin.db.doc(`donations/${line.record.id}`).get()).data(),
          );
          expect(line.name).toBe(record.parent_name);
        }
      partnerSchema.parse((await admin.db.doc(`community_partners/${ids.sponsor}`).get()).data());
    },
  );

  it(
    'changes nothing on a replayed payout event, and a fetch writes the same document again',
    { timeout: 90_000 },
    async () => {
      await aDayOfGifts(admin.db);
      const payout = await payOutToday();
      await stored(payout.id);
      const before = await snapshotAll(admin.db);
      const completed = (await sandbox.events()).find(
        (sent) => sent.event.type === 'payout.reconciliation_completed',
      )!;
      const [replay] = (await sandbox.resend(completed.event.id)).events;
      expect(replay!.deliveries.at(-1)!.status).toBe(200);
      expect(await snapshotAll(admin.db)).toEqual(before);

      const token = await memberToken('books-admin@example.org', { role: 'admin' });
      const day = utcDayFromNow(3);
      const fetched = await fetchedPayouts(admin.db, { from: day, to: day }, token);
      expect(fetched).toMatchObject({ state: 'done', total: 1, counts: { itemising: 1, already_kept: 1 } });
      expect(await stored(payout.id)).toEqual(before[`payouts/${payout.id}`]);
    },
  );

  it('refuses a payout event for a payout Stripe does not know, and writes nothing', async () => {
    const before = await snapshotAll(admin.db);
    const payload = JSON.stringify({
      id: 'evt_unknown_payout',
      object: 'event',
      api_version: '2026-10-28.endive',
      type: 'payout.paid',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'po_NotKnownToStripe', object: 'payout' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
    const response = await fetch(urls.webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { reason: string }).reason).toBe(
      'Stripe has no payout po_NotKnownToStripe (is the Stripe key that of the account whose payout this is?).',
    );
    expect(await snapshotAll(admin.db)).toEqual(before);
  });

  it('lets owners and admins fetch payouts, refusing a viewer and a bad range in words', async () => {
    const viewer = await memberToken('books-viewer@example.org', { role: 'viewer' });
    const owner = await memberToken('books-owner@example.org', { role: 'owner' });
    const day = utcDayFromNow(0);
    expect(await callFunction('fetchPayouts', { from: day, to: day }, viewer)).toMatchObject({
      error: { status: 'PERMISSION_DENIED', message: 'Your account may not do this.' },
    });
    expect(await callFunction('fetchPayouts', { from: day, to: '2000-01-01' }, owner)).toMatchObject({
      error: { status: 'INVALID_ARGUMENT', message: 'The first date must not be after the last.' },
    });
    expect(await fetchedPayouts(admin.db, { from: day, to: day }, owner)).toMatchObject({
      state: 'done',
      total: 0,
      counts: {},
    });
  });
});
