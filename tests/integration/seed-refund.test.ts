import { DONATIONS_COLLECTION, donationSchema, type Donation } from '@hope/domain/records';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/src/seed/seed-demo-data';
import { callFunction, memberToken } from '../support/callable';
import { adminForTests, clearFirestore, urls } from '../support/emulators';
import { sandbox } from '../support/sandbox';

const admin = adminForTests();
let treasurer: string;
let demo: (Donation & { id: string })[];

/*
 * The demo as `npm start` seeds it, with its Stripe objects known to the running sandbox: seeded once for the
 * file (a seed is hundreds of writes and their triggers). Each test acts on records of its own: the plan
 * cancelled is not the one whose charge is refunded.
 */
beforeAll(async () => {
  await clearFirestore();
  await sandbox.reset();
  treasurer = await memberToken('treasurer@example.org', { admin: true });
  await seedDemoData(admin.db, new Date(), { stripeSandbox: urls.stripeSandbox });
  const docs = (await admin.db.collection(DONATIONS_COLLECTION).get()).docs;
  demo = docs.map((doc) => ({ ...donationSchema.parse(doc.data()), id: doc.id }));
});
afterAll(() => admin.close());

/** The seeded monthly plan whose first charge is refunded. */
const refundedPlan = () =>
  demo.find((each) => each.stripe_subscription_id && Object.keys(each.stripe_charges ?? {}).length > 0)!;

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
    const oneTime = demo.find((each) => each.payment_intent_id && each.stripe_charges);
    const monthly = refundedPlan();
    for (const seeded of [oneTime!, monthly]) {
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
    const running = demo.find(
      (each) =>
        each.stripe_subscription_id &&
        !each.subscription_ended_at &&
        each.stripe_charges &&
        each.id !== refundedPlan().id,
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
