import { describe, expect, it } from 'vitest';
import { computeDashboard } from '../src/dashboard';
import {
  chargeRead,
  checkoutCompleted,
  checkoutExpired,
  disputeRead,
  monthlyPaymentPaid,
  parseStoredRecord,
  planEnded,
  recordStatusLabel,
  refundRead,
  settle,
  STRIPE_ACTOR,
  type SettleContext,
  type StoredRecord,
  type StripeCharge,
  type Transition,
} from '../src/records';
import { donation } from './fixtures';
import { defaultTimeZone } from '../src/settings';

const NOW = new Date('2026-11-02T18:00:00.000Z');
const context: SettleContext = {
  collection: 'donations',
  id: 'd1',
  now: NOW,
  actor: STRIPE_ACTOR,
  source: 'evt_1',
};

/** A card checkout record as the public page leaves it: pending, pledge known, nothing paid. */
function pending(overrides: Partial<StoredRecord> = {}): StoredRecord {
  const { id: _id, ...record } = donation({
    donation_amount: 100,
    checkout_status: 'open',
    pledge_amt: 100,
    months: null,
    fee_covered: false,
    form_submitted_at: '2026-11-01T17:00:00.000Z',
    ...overrides,
  } as never);
  return record;
}

const charge = (overrides: Partial<StripeCharge> = {}): StripeCharge => ({
  amount: 10_000,
  fee: 320,
  net: 9680,
  refunded: 0,
  paid_at: '2026-11-01T18:00:00.000Z',
  read_at: 1000,
  ...overrides,
});

/** Applies transitions one after another, as the webhook would, returning the last record and every event. */
function run(start: StoredRecord, ...steps: ((current: StoredRecord) => Transition)[]) {
  let record = start;
  const events = [];
  for (const step of steps) {
    const settled = settle(record, step(record), context);
    record = parseStoredRecord('donations', settled.next);
    events.push(...settled.events);
  }
  return { record, events };
}

const paid = (current: StoredRecord, charges: Record<string, StripeCharge> = { ch_1: charge() }) =>
  checkoutCompleted(current, {
    sessionId: 'cs_1',
    customerId: 'cus_1',
    paymentIntentId: 'pi_1',
    subscriptionId: null,
    paid: true,
    charges,
  });

describe('a card gift through its lifecycle', () => {
  it('completes with its net, pledge and one payment to acknowledge, and says so in its history', () => {
    const { record, events } = run(pending(), (current) => paid(current));
    expect(record).toMatchObject({
      checkout_status: 'complete',
      total_pledged_amt: 100,
      net_payment: 96.8,
      payment_completed_at: '2026-11-01T18:00:00.000Z',
      payments_made: 1,
    });
    expect(recordStatusLabel(record)).toBe('Completed');
    expect(events.map((entry) => entry.event.kind)).toEqual(['checkout_completed', 'payment_received']);
    expect(events[0]!.event.changes.net_payment).toEqual({ before: null, after: 96.8 });
    expect(events[1]).toMatchObject({
      id: 'payment_donations_d1_ch_1',
      event: { payment: { key: 'ch_1', method: 'card', amount: 100, gift: 100, installment: null } },
    });
  });

  it('acknowledges a payment once, whichever events report its charge', () => {
    const { events } = run(
      pending(),
      (current) => paid(current),
      () => chargeRead({ ch_1: charge({ read_at: 2000 }) }),
      (current) => paid(current),
    );
    expect(events.filter((entry) => entry.event.kind === 'payment_received')).toHaveLength(1);
  });

  it('ignores an expiry that arrives after the payment', () => {
    const { record } = run(
      pending(),
      (current) => paid(current),
      (current) => checkoutExpired(current, NOW.toISOString()),
    );
    expect(record).toMatchObject({ checkout_status: 'complete', cancel_date: null, total_pledged_amt: 100 });
  });

  it('follows a partial then a full refund: net, pledge and status', () => {
    const partial = run(
      pending(),
      (current) => paid(current),
      () => chargeRead({ ch_1: charge({ refunded: 2500, read_at: 2000 }) }),
    ).record;
    expect(partial).toMatchObject({ net_payment: 71.8, total_pledged_amt: 75, amount_refunded: 25 });
    expect(recordStatusLabel(partial)).toBe('Partially refunded');

    const full = run(partial, () => chargeRead({ ch_1: charge({ refunded: 10_000, read_at: 3000 }) })).record;
    // Stripe keeps its fee: the net of a refunded gift is minus the fee.
    expect(full).toMatchObject({ net_payment: -3.2, total_pledged_amt: 0 });
    expect(recordStatusLabel(full)).toBe('Refunded');
  });

  it('gives the money back when a refund fails, whatever order the reads arrive in', () => {
    const refundedAt2 = () =>
      refundRead(
        {
          re_1: {
            charge: 'ch_1',
            amount: 10_000,
            status: 'succeeded',
            reason: 'duplicate',
            created_at: NOW.toISOString(),
          },
        },
        { ch_1: charge({ refunded: 10_000, read_at: 2000 }) },
      );
    const failedAt3 = () =>
      refundRead(
        {
          re_1: {
            charge: 'ch_1',
            amount: 10_000,
            status: 'failed',
            reason: 'duplicate',
            created_at: NOW.toISOString(),
          },
        },
        { ch_1: charge({ refunded: 0, read_at: 3000 }) },
      );
    for (const order of [
      [refundedAt2, failedAt3],
      [failedAt3, refundedAt2],
    ]) {
      const { record } = run(pending(), (current) => paid(current), ...order);
      expect(record).toMatchObject({ net_payment: 96.8, total_pledged_amt: 100 });
      expect(record.stripe_refunds?.re_1?.status).toBe('failed');
      expect(recordStatusLabel(record)).toBe('Completed');
    }
  });

  it('shows a dispute, takes the amount and fee while it is open or lost, and gives them back when won', () => {
    const dispute = (status: string, netEffect: number, readAt: number) => () =>
      disputeRead({
        dp_1: {
          charge: 'ch_1',
          amount: 10_000,
          status,
          reason: 'fraudulent',
          net_effect: netEffect,
          opened_at: NOW.toISOString(),
          closed_at: null,
          read_at: readAt,
        },
      });
    const open = run(pending(), (current) => paid(current), dispute('needs_response', -11_500, 10)).record;
    expect(open.net_payment).toBe(-18.2);
    expect(recordStatusLabel(open)).toBe('Disputed');
    expect(open.total_pledged_amt).toBe(100);

    const lost = run(open, dispute('lost', -11_500, 20)).record;
    expect(lost).toMatchObject({ net_payment: -18.2, total_pledged_amt: 0 });
    expect(recordStatusLabel(lost)).toBe('Disputed');

    const won = run(open, dispute('won', 0, 20), dispute('needs_response', -11_500, 5)).record;
    expect(won).toMatchObject({ net_payment: 96.8, total_pledged_amt: 100 });
    expect(recordStatusLabel(won)).toBe('Completed');
  });
});

describe('a monthly plan', () => {
  const monthly = () =>
    pending({ donation_type: 'monthly', donation_amount: 50, pledge_amt: 150, months: 3 });
  const payment = (id: string, day: number) => ({
    [id]: charge({ amount: 5000, fee: 175, net: 4825, paid_at: `2026-1${day}-01T18:00:00.000Z` }),
  });

  it('numbers each payment n of N and keeps the whole pledge while it runs', () => {
    const { record, events } = run(
      monthly(),
      (current) => paid(current, payment('ch_1', 0)),
      (current) =>
        monthlyPaymentPaid(current, {
          customerId: 'cus_1',
          subscriptionId: 'sub_1',
          charges: payment('ch_2', 1),
        }),
    );
    expect(record).toMatchObject({ total_pledged_amt: 150, net_payment: 96.5, payments_made: 2 });
    const installments = events
      .filter((entry) => entry.event.kind === 'payment_received')
      .map((entry) => `${entry.event.payment?.installment} of ${entry.event.payment?.of}`);
    expect(installments).toEqual(['1 of 3', '2 of 3']);
  });

  it('pledges only what was paid when the plan ends early, and keeps the full pledge when it finishes', () => {
    const cancelled = run(
      monthly(),
      (current) => paid(current, payment('ch_1', 0)),
      (current) => planEnded(current, '2026-11-15T00:00:00.000Z'),
    ).record;
    expect(cancelled).toMatchObject({ total_pledged_amt: 50, cancel_date: '2026-11-15T00:00:00.000Z' });
    expect(recordStatusLabel(cancelled)).toBe('Completed');

    const finished = run(
      monthly(),
      (current) => paid(current, { ...payment('ch_1', 0), ...payment('ch_2', 1), ...payment('ch_3', 2) }),
      (current) => planEnded(current, '2027-01-02T00:00:00.000Z'),
    ).record;
    expect(finished).toMatchObject({ total_pledged_amt: 150, cancel_date: null });
  });
});

describe('what settle writes', () => {
  it('writes only the fields that changed, and nothing for a repeated read', () => {
    const first = settle(pending(), paid(pending()), context);
    expect(Object.keys(first.update)).not.toContain('parent_name');
    expect(first.update).toHaveProperty('net_payment', 96.8);
    const again = settle(parseStoredRecord('donations', first.next), chargeRead({ ch_1: charge() }), context);
    expect(again.update).toEqual({});
    expect(again.events).toEqual([]);
  });

  it('leaves voided records out of the dashboard', () => {
    const { record } = run(pending(), (current) => paid(current));
    const voided = {
      ...record,
      voided: { at: NOW.toISOString(), by: 'treasurer@example.org', reason: 'test' },
    };
    const figures = computeDashboard(
      defaultTimeZone,
      [
        { ...record, id: 'a' },
        { ...voided, id: 'b' },
      ] as never,
      [],
      NOW,
    );
    expect(figures.donations.count).toBe(1);
    expect(figures.totalPledged).toBe(100);
    expect(recordStatusLabel(voided)).toBe('Voided');
  });
});
