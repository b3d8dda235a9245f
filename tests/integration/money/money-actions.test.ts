import { computeDashboard } from '@hope/domain/dashboard';
import {
  donationSchema,
  partnerSchema,
  RECORD_EVENTS_COLLECTION,
  recordStatusLabel,
  type MoneyAction,
} from '@hope/domain/records';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { donationBody, postApi, sponsorBody } from '../../support/api';
import { callFunction, memberToken } from '../../support/callable';
import { usePaymentsBed, type Started, sessionIdOf } from '../../support/payments-bed';
import { expectDelivered, sandbox } from '../../support/sandbox';
import { defaultTimeZone } from '@hope/domain/settings';

const admin = usePaymentsBed();
let treasurer: string;
let noClaim: string;

beforeAll(async () => {
  treasurer = await memberToken('treasurer@example.org', { admin: true });
  noClaim = await memberToken('someone@example.org', null);
});

const donation = async (id: string) => {
  const data = (await admin.db.doc(`donations/${id}`).get()).data();
  return { ...donationSchema.parse(data), id };
};
const partner = async (id: string) => {
  const data = (await admin.db.doc(`community_partners/${id}`).get()).data();
  return { ...partnerSchema.parse(data), id };
};

async function paidDonation(overrides: Record<string, unknown> = {}) {
  const { body } = await postApi<Started>(
    '/api/checkout/donation',
    donationBody({ amount: 100, ...overrides }),
  );
  expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
  const record = await donation(body.id);
  return { id: body.id, record, chargeId: Object.keys(record.stripe_charges ?? {})[0]! };
}

/** An action as a test writes it: the request id is made here unless the test repeats one on purpose. */
type Requested<T> = T extends unknown ? Omit<T, 'requestId'> & { requestId?: string } : never;

/** Calls recordAction as the treasurer and waits until Stripe's resulting events reached the webhook. */
async function act(action: Requested<MoneyAction>, token = treasurer) {
  const answer = await callFunction('recordAction', { requestId: randomUUID(), ...action }, token);
  await sandbox.idle();
  return answer;
}

const historyOf = async (id: string) =>
  (await admin.db.collection(RECORD_EVENTS_COLLECTION).where('record_id', '==', id).get()).docs.map((doc) =>
    doc.data(),
  );

describe('refunds', () => {
  it('refunds a payment in full: Stripe is asked once with the reason, the record and figures follow', async () => {
    const { id, chargeId } = await paidDonation();
    const answer = await act({
      action: 'refund',
      collection: 'donations',
      id,
      chargeId,
      amount: 100,
      reason: 'duplicate',
      note: 'Paid twice',
    });
    expect(answer.status).toBe(200);
    const refunds = (await sandbox.requests()).filter((entry) => entry.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body).toMatchObject({ charge: chargeId, amount: '10000', reason: 'duplicate' });
    const record = await donation(id);
    expect(record).toMatchObject({ net_payment: -3.2, total_pledged_amt: 0, amount_refunded: 100 });
    expect(recordStatusLabel(record)).toBe('Refunded');
    const figures = computeDashboard(defaultTimeZone, [record], [], new Date());
    expect(figures).toMatchObject({ totalPledged: 0, netToDate: -3.2 });
    const history = await historyOf(id);
    expect(history.find((entry) => entry.kind === 'refund_requested')).toMatchObject({
      actor: { type: 'member', email: 'treasurer@example.org' },
      summary: 'Refund of $100.00 requested (Duplicate payment): Paid twice',
    });
    // What Stripe then reported is on record as Stripe's change of the net.
    const stripeEntries = history.filter((entry) => entry.actor.type === 'stripe');
    expect(stripeEntries.map((entry) => entry.changes.net_payment).filter(Boolean)).toContainEqual({
      before: 96.8,
      after: -3.2,
    });
  });

  it('refunds part of a payment, and a replayed call (same request id) refunds once', async () => {
    const { id, chargeId } = await paidDonation();
    const action = {
      action: 'refund' as const,
      collection: 'donations' as const,
      id,
      chargeId,
      amount: 25,
      reason: 'requested_by_customer' as const,
      note: '',
      requestId: randomUUID(),
    };
    const answers = await Promise.all([act(action), act(action)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await act(action)).toMatchObject({ status: 200, result: { ok: true, replayed: true } });
    const record = await donation(id);
    expect(record).toMatchObject({ net_payment: 71.8, total_pledged_amt: 75, amount_refunded: 25 });
    expect(recordStatusLabel(record)).toBe('Partially refunded');
    expect(Object.keys(record.stripe_refunds ?? {})).toHaveLength(1);
  });

  it('refuses more than is left, and gives the money back when the refund fails', async () => {
    const { id, chargeId } = await paidDonation();
    const refund = {
      action: 'refund' as const,
      collection: 'donations' as const,
      id,
      chargeId,
      reason: 'duplicate' as const,
      note: '',
    };
    expect(await act({ ...refund, amount: 100.01 })).toMatchObject({
      status: 400,
      error: { status: 'FAILED_PRECONDITION', message: 'You can refund at most $100.00 of this payment.' },
    });
    await act({ ...refund, amount: 40 });
    const refundId = Object.keys((await donation(id)).stripe_refunds ?? {})[0]!;
    expectDelivered(await sandbox.failRefund(refundId));
    const record = await donation(id);
    expect(record).toMatchObject({ net_payment: 96.8, total_pledged_amt: 100, amount_refunded: 0 });
    expect(record.stripe_refunds?.[refundId]?.status).toBe('failed');
    expect(recordStatusLabel(record)).toBe('Completed');
  });
});

describe('monthly plans', () => {
  async function plan() {
    const { id, record } = await paidDonation({ donation_type: 'monthly', amount: 90, months: 3 });
    return { id, subscriptionId: record.stripe_subscription_id! };
  }

  it('cancels now: no further charge, a cancel date, and the pledge becomes what was paid', async () => {
    const { id, subscriptionId } = await plan();
    expect(
      await act({ action: 'cancel_plan', collection: 'donations', id, when: 'now', note: 'Moved away' }),
    ).toMatchObject({ status: 200 });
    const record = await donation(id);
    expect(record.cancel_date).toEqual(expect.any(String));
    expect(record).toMatchObject({ total_pledged_amt: 30, payments_made: 1 });
    expect(record.cancel_requested).toMatchObject({ when: 'now', by: 'treasurer@example.org' });
    await expect(sandbox.advance(subscriptionId)).rejects.toThrow(/already ended/);
  });

  it('cancels after the current payment: the plan ends at the period end with no new invoice', async () => {
    const { id, subscriptionId } = await plan();
    await act({ action: 'cancel_plan', collection: 'donations', id, when: 'period_end', note: '' });
    const ended = expectDelivered(await sandbox.advance(subscriptionId));
    expect(ended.map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    expect(await donation(id)).toMatchObject({ total_pledged_amt: 30, payments_made: 1 });
  });
});

describe('checks, voids and who may act', () => {
  it('records a check received: Completed with that net, once per check number', async () => {
    const { body } = await postApi<{ id: string }>(
      '/api/pledges/check',
      sponsorBody({ level: 'bronze', plan: undefined }),
    );
    const check = {
      action: 'record_check' as const,
      collection: 'community_partners' as const,
      id: body.id,
      checkNumber: '1042',
      amount: 500,
      depositedOn: '2026-11-02',
    };
    expect(await act(check)).toMatchObject({ status: 200 });
    expect(await act({ ...check, checkNumber: ' 1042 ' })).toMatchObject({ status: 200 });
    const record = await partner(body.id);
    expect(record).toMatchObject({ net_payment: 500, total_pledged_amt: 500 });
    expect(recordStatusLabel(record)).toBe('Completed');
    const payments = (await historyOf(body.id)).filter((entry) => entry.kind === 'payment_received');
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ payment: { method: 'check', key: 'check_1042', amount: 500 } });
  });

  it('voids and restores: the record stays, with who and why, and leaves the figures meanwhile', async () => {
    const { id } = await paidDonation();
    await act({ action: 'void', collection: 'donations', id, reason: 'Test gift by the office' });
    const voided = await donation(id);
    expect(voided.voided).toMatchObject({ by: 'treasurer@example.org', reason: 'Test gift by the office' });
    expect(computeDashboard(defaultTimeZone, [voided], [], new Date()).totalPledged).toBe(0);
    await act({ action: 'restore', collection: 'donations', id, note: '' });
    const restored = await donation(id);
    expect(restored.voided).toBeNull();
    expect(computeDashboard(defaultTimeZone, [restored], [], new Date()).totalPledged).toBe(100);
    expect((await historyOf(id)).map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['voided', 'restored']),
    );
  });

  it('refuses a caller without the admin claim, a signed-out caller and bad input, changing nothing', async () => {
    const { id } = await paidDonation();
    const before = await donation(id);
    const voiding = { action: 'void', collection: 'donations', id, reason: 'x' };
    expect(await act(voiding as never, noClaim)).toMatchObject({ error: { status: 'PERMISSION_DENIED' } });
    expect(await callFunction('recordAction', { ...voiding, requestId: randomUUID() }, null)).toMatchObject({
      error: { status: 'UNAUTHENTICATED' },
    });
    expect(await act({ action: 'void', collection: 'donations', id, reason: '' })).toMatchObject({
      error: { status: 'INVALID_ARGUMENT', message: 'Please say why this record is voided' },
    });
    expect(
      await act({ action: 'void', collection: 'donations', id: 'no-such-record', reason: 'x' }),
    ).toMatchObject({
      error: { status: 'NOT_FOUND' },
    });
    expect(await donation(id)).toEqual(before);
  });
});

describe('disputes', () => {
  it('shows a dispute and takes the amount and fee; a lost one gives the pledge back, a won one the money', async () => {
    const lost = await paidDonation();
    const opened = expectDelivered(await sandbox.dispute(lost.chargeId));
    const disputeId = (opened[0]!.data.object as { id: string }).id;
    const open = await donation(lost.id);
    expect(open).toMatchObject({ net_payment: -18.2, total_pledged_amt: 100 });
    expect(recordStatusLabel(open)).toBe('Disputed');
    expectDelivered(await sandbox.closeDispute(disputeId, 'lost'));
    expect(await donation(lost.id)).toMatchObject({ net_payment: -18.2, total_pledged_amt: 0 });

    const won = await paidDonation();
    const wonDispute = expectDelivered(await sandbox.dispute(won.chargeId));
    expectDelivered(await sandbox.closeDispute((wonDispute[0]!.data.object as { id: string }).id, 'won'));
    const record = await donation(won.id);
    expect(record).toMatchObject({ net_payment: 96.8, total_pledged_amt: 100 });
    expect(recordStatusLabel(record)).toBe('Completed');
  });
});
