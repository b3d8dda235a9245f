import { DEPOSITS_COLLECTION } from '@hope/domain/deposits';
import { PAYOUTS_COLLECTION } from '@hope/domain/books';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import type { Firestore } from 'firebase-admin/firestore';
import { donationDocs, partnerDocs } from './back-office-records';

const noMoney = { stripe_charges: {}, stripe_refunds: {}, stripe_disputes: {}, checks: {}, voided: null };
const stamp = { uid: 'u1', email: 'treasurer@example.org', at: '2026-03-30T19:00:00.000Z' };

/*
 * March 2026: a $100 card gift paid out on March 12, and a $1,000 sponsorship (a $100 website ad among its
 * benefits) paid by a check in a batch signed off on March 30, still in transit at the month's end.
 */
export async function seedMarchBooks(db: Firestore): Promise<void> {
  const [gift] = donationDocs(1, new Date('2026-03-01T00:00:00Z'));
  await db
    .collection(DONATIONS_COLLECTION)
    .doc('report-gift')
    .set({
      ...gift,
      ...noMoney,
      created_at: '2026-02-20T18:00:00.000Z',
      stripe_charges: {
        ch_report: { amount: 10_000, fee: 320, net: 9_680, refunded: 0, paid_at: '2026-03-10T18:00:00.000Z' },
      },
    });
  const [sponsor] = partnerDocs(1, new Date('2026-03-01T00:00:00Z'));
  await db
    .collection(PARTNERS_COLLECTION)
    .doc('report-sponsor')
    .set({
      ...sponsor,
      ...noMoney,
      created_at: '2026-02-25T18:00:00.000Z',
      partnership_amount: 1000,
      level_benefits: [
        { text: 'Banner', kind: 'acknowledgment', value: 0, quantity: 1 },
        { text: 'Website ad', kind: 'advertising', value: 100, quantity: 1 },
      ],
      checks: {
        '501': {
          method: 'check',
          number: '501',
          amount: 1000,
          deposited_on: '2026-03-30',
          recorded_at: stamp.at,
          recorded_by: 'u1',
        },
      },
    });
  await db
    .collection(PAYOUTS_COLLECTION)
    .doc('po_report')
    .set({
      payout_id: 'po_report',
      arrival_date: '2026-03-12',
      amount: 9_680,
      currency: 'usd',
      status: 'paid',
      created: '2026-03-11T00:00:00.000Z',
      lines: [
        {
          balance_transaction: 'txn_report',
          type: 'charge',
          reporting_category: 'charge',
          gross: 10_000,
          fee: 320,
          net: 9_680,
          currency: 'usd',
          source: 'ch_report',
          record: { collection: 'donations', id: 'report-gift' },
          name: 'A family',
          created: '2026-03-10T18:00:00.000Z',
        },
      ],
    });
  await db
    .collection(DEPOSITS_COLLECTION)
    .doc('batchmarch')
    .set({
      state: 'deposited',
      opened: stamp,
      counted: stamp,
      signed_off: { ...stamp, uid: 'u2' },
      deposited_on: '2026-03-30',
      items: [
        {
          id: 'item1',
          method: 'check',
          amount_cents: 100_000,
          check_number: '501',
          payer: {
            type: 'existing',
            collection: 'community_partners',
            id: 'report-sponsor',
            name: 'Sponsor',
          },
          added: stamp,
        },
      ],
      totals: { cash_cents: 0, check_cents: 100_000, total_cents: 100_000 },
      updated_at: stamp.at,
    });
}
