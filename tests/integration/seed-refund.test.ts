import { DONATIONS_COLLECTION, donationSchema, type Donation } from '@hope/domain/records';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/src/seed/seed-demo-data';
import { callFunction, memberToken } from '../support/callable';
import { urls } from '../support/emulators';
import { usePaymentsBed } from '../support/payments-bed';
import { sandbox } from '../support/sandbox';

const admin = usePaymentsBed();
let treasurer: string;
beforeAll(async () => {
  treasurer = await memberToken('treasurer@example.org', { admin: true });
});

/** The demo as `npm start` seeds it, with its Stripe objects known to the running sandbox. */
async function seededDonations(): Promise<(Donation & { id: string })[]> {
  await seedDemoData(admin.db, new Date(), { stripeSandbox: urls.stripeSandbox });
  const docs = (await admin.db.collection(DONATIONS_COLLECTION).get()).docs;
  return docs.map((doc) => ({ ...donationSchema.parse(doc.data()), id: doc.id }));
}

async function act(action: Record<string, unknown>) {
  const answer = await callFunction(
    'recordAction',
    { requestId: randomUUID(), note: '', ...action },
    treasurer,
  );
  await sandbox.idle();
  return answer;
}

const donation = async (id: string) =>
  donationSchema.parse((await admin.db.doc(`${DONATIONS_COLLECTION}/${id}`).get()).data());

describe('the office acts on the demo that `npm start` seeds', () => {
  it('refunds a seeded one-time card payment and a seeded monthly one; the records show the refunds', async () => {
    const donations = await seededDonations();
    const oneTime = donations.find((each) => each.payment_intent_id && each.stripe_charges);
    const monthly = donations.find(
      (each) => each.stripe_subscription_id && Object.keys(each.stripe_charges ?? {}).length > 0,
    );
    for (const seeded of [oneTime!, monthly!]) {
      const [chargeId, charge] = Object.entries(seeded.stripe_charges!)[0]!;
      const answer = await act({
        action: 'refund',
        collection: DONATIONS_COLLECTION,
        id: seeded.id,
        chargeId,
        amount: charge.amount / 100,
        reason: 'requested_by_customer',
      });
      expect(answer, JSON.stringify(answer.error)).toMatchObject({ status: 200 });
      const record = await donation(seeded.id);
      expect(record.stripe_charges![chargeId]).toMatchObject({ refunded: charge.amount });
      expect(Object.values(record.stripe_refunds ?? {})).toMatchObject([
        { charge: chargeId, amount: charge.amount, status: 'succeeded' },
      ]);
    }
  });

  it('cancels a seeded monthly plan now; the record shows the plan ended', async () => {
    const donations = await seededDonations();
    const running = donations.find(
      (each) => each.stripe_subscription_id && !each.subscription_ended_at && each.stripe_charges,
    )!;
    const answer = await act({
      action: 'cancel_plan',
      collection: DONATIONS_COLLECTION,
      id: running.id,
      when: 'now',
    });
    expect(answer, JSON.stringify(answer.error)).toMatchObject({ status: 200 });
    expect((await donation(running.id)).subscription_ended_at).toEqual(expect.any(String));
  });
});
