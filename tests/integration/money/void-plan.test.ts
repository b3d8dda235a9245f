import { receiptMailId } from '@hope/domain/receipts';
import { donationSchema, RECORD_EVENTS_COLLECTION, type MoneyAction } from '@hope/domain/records';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { donationBody, postApi } from '../../support/api';
import { callFunction, memberToken } from '../../support/callable';
import { eventually } from '../../support/maildev';
import { usePaymentsBed, type Started, sessionIdOf } from '../../support/payments-bed';
import { expectDelivered, sandbox } from '../../support/sandbox';

const admin = usePaymentsBed();
let treasurer: string;
beforeAll(async () => {
  treasurer = await memberToken('treasurer@example.org', { admin: true });
});

const donation = async (id: string) =>
  donationSchema.parse((await admin.db.doc(`donations/${id}`).get()).data());
const historyOf = async (id: string) =>
  (await admin.db.collection(RECORD_EVENTS_COLLECTION).where('record_id', '==', id).get()).docs.map((doc) =>
    doc.data(),
  );

async function plan() {
  const { body } = await postApi<Started>(
    '/api/checkout/donation',
    donationBody({ donation_type: 'monthly', amount: 90, months: 3, email: 'plan@example.com' }),
  );
  expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
  return { id: body.id, subscriptionId: (await donation(body.id)).stripe_subscription_id! };
}

async function voidIt(id: string, requestId = randomUUID()) {
  const action: MoneyAction = { action: 'void', collection: 'donations', id, requestId, reason: 'Duplicate' };
  const answer = await callFunction('recordAction', action, treasurer);
  await sandbox.idle();
  return answer;
}

describe('voiding a record whose monthly plan runs', () => {
  it('cancels the plan at Stripe in the same action, once, keyed by the request id', async () => {
    const { id, subscriptionId } = await plan();
    const requestId = randomUUID();
    expect(await voidIt(id, requestId)).toMatchObject({ status: 200 });
    expect(await voidIt(id, requestId)).toMatchObject({ status: 200, result: { replayed: true } });
    const cancels = (await sandbox.requests()).filter(
      (entry) => entry.method === 'DELETE' && entry.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(cancels.map((entry) => [entry.idempotencyKey, entry.status])).toEqual([
      [`void-${requestId}`, 200],
    ]);
    await expect(sandbox.advance(subscriptionId)).rejects.toThrow(/already ended/);
    const record = await donation(id);
    expect(record.voided).toMatchObject({ reason: 'Duplicate' });
    expect(record.cancel_requested).toMatchObject({ when: 'now', by: 'treasurer@example.org' });
    expect(record.subscription_ended_at).toEqual(expect.any(String));
    expect((await historyOf(id)).find((entry) => entry.kind === 'voided')?.summary).toBe(
      'Voided: Duplicate (the monthly plan was cancelled at Stripe)',
    );
  });

  it('records, receipts and shows a payment that was already in flight when the record was voided', async () => {
    const { id, subscriptionId } = await plan();
    // The next month is paid at Stripe, but the webhook cannot read it yet: Stripe will deliver it again later.
    await sandbox.failNext({ path: '/v1/invoice_payments', status: 400, count: 1 });
    const [late] = (await sandbox.advance(subscriptionId)).events;
    expect(late!.deliveries.map((delivery) => delivery.status)).toEqual([500]);
    expect(await voidIt(id)).toMatchObject({ status: 200 });
    expectDelivered(await sandbox.resend(late!.event.id));

    const record = await donation(id);
    const charges = Object.keys(record.stripe_charges ?? {});
    expect(charges).toHaveLength(2);
    const history = await historyOf(id);
    expect(
      history.find((entry) => entry.kind === 'monthly_payment' && entry.source === late!.event.id),
    ).toMatchObject({
      summary:
        'A monthly payment was received, after this record was voided: refund it or restore the record',
    });
    const paid = history.filter((entry) => entry.kind === 'payment_received');
    expect(paid).toHaveLength(2);
    const latest = paid.find((entry) => entry.source === late!.event.id)!;
    await eventually('the receipt of the payment on the voided record', async () => {
      const mail = await admin.db.doc(`mail/${receiptMailId('donations', id, latest.payment.key)}`).get();
      return mail.exists ? mail.data() : undefined;
    });
  });
});
