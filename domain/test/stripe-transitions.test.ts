import { describe, expect, it } from 'vitest';
import {
  checkoutCompleted,
  checkoutExpired,
  checkoutFailed,
  disputeRead,
  monthlyPaymentFailed,
  recordStatusLabel,
  refundRead,
  settle,
  type StoredRecord,
  type StripeRefund,
} from '../src/records';
import { donation } from './fixtures';

const AT = '2026-11-02T18:00:00.000Z';
const CONTEXT = {
  collection: 'donations',
  id: 'd1',
  now: new Date(AT),
  actor: { type: 'stripe' },
  source: 'evt_1',
} as const;
const strip = <T extends { id: string }>({ id: _id, ...rest }: T) => rest as unknown as StoredRecord;
const open = () =>
  strip(donation({ checkout_status: 'open', pledge_amt: 100, stripe_customer_id: 'cus_old' }));
const completed = () =>
  strip(
    donation({
      checkout_status: 'complete',
      pledge_amt: 100,
      total_pledged_amt: 100,
      payment_completed_at: AT,
    }),
  );

describe('a bank debit at checkout', () => {
  it('leaves the checkout processing until the money arrives: pledged, not yet received', () => {
    const transition = checkoutCompleted(open(), {
      sessionId: 'cs_1',
      customerId: null,
      paymentIntentId: null,
      subscriptionId: null,
      paid: false,
      charges: {},
    });
    expect(transition).toEqual({
      kind: 'checkout_completed',
      summary: 'Checkout completed, payment processing',
      // Stripe named no customer this time: the one on record stays.
      set: {
        stripe_session_id: 'cs_1',
        stripe_customer_id: 'cus_old',
        checkout_status: 'processing',
        cancel_date: null,
      },
      charges: {},
    });
    const processing = strip(donation({ checkout_status: 'processing', pledge_amt: 100 }));
    expect(recordStatusLabel(processing)).toBe('Processing (bank)');
    expect(settle(open(), transition, CONTEXT).next).toMatchObject({
      checkout_status: 'processing',
      total_pledged_amt: 100,
      net_payment: null,
      payment_completed_at: null,
    });
    // The bank's late answer: the expiry no longer applies, the debit's failure does.
    expect(checkoutExpired(processing, AT)).toEqual({
      kind: 'checkout_expired',
      summary: 'A late expiry was ignored',
    });
    expect(checkoutFailed(processing, AT).set).toMatchObject({
      checkout_status: 'failed',
      total_pledged_amt: null,
    });
  });

  it('cancels the pledge when the debit fails', () => {
    expect(checkoutFailed(open(), AT)).toEqual({
      kind: 'checkout_failed',
      summary: 'The payment failed',
      set: {
        checkout_status: 'failed',
        payment_failed_at: AT,
        payment_failure_reason: null,
        total_pledged_amt: null,
        cancel_date: AT,
      },
    });
  });

  it('ignores a returned debit of a record the office voided meanwhile: no change, no note to the payer', () => {
    const voided = {
      ...open(),
      checkout_status: 'processing' as const,
      voided: { at: AT, by: 'uid-1', reason: 'A duplicate' },
    };
    const transition = checkoutFailed(voided, AT, 'Account closed');
    expect(transition).toEqual({
      kind: 'checkout_failed',
      summary: 'A payment failure after the record was voided was ignored',
    });
  });

  it('ignores a failure or an expiry that arrives after the payment was accepted', () => {
    expect(checkoutFailed(completed(), AT)).toEqual({
      kind: 'checkout_failed',
      summary: 'A late payment failure was ignored',
    });
    expect(checkoutExpired(completed(), AT)).toEqual({
      kind: 'checkout_expired',
      summary: 'A late expiry was ignored',
    });
  });

  it('shows a checkout page left unpaid as cancelled on the day it expired', () => {
    expect(checkoutExpired(open(), AT)).toEqual({
      kind: 'checkout_expired',
      summary: 'The checkout page expired unpaid',
      set: { checkout_status: 'expired', cancel_date: AT },
    });
  });
});

describe('a failed monthly payment', () => {
  it('remembers the newest failure, never an older one arriving late', () => {
    const failedOnce = strip(donation({ payment_failed_at: AT }));
    expect(monthlyPaymentFailed(failedOnce, '2026-12-02T18:00:00.000Z').set).toEqual({
      payment_failed_at: '2026-12-02T18:00:00.000Z',
    });
    expect(monthlyPaymentFailed(failedOnce, '2026-10-02T18:00:00.000Z').set).toEqual({});
    expect(monthlyPaymentFailed(failedOnce, AT).set).toEqual({});
    expect(monthlyPaymentFailed(open(), AT)).toEqual({
      kind: 'payment_failed',
      summary: 'A monthly payment failed',
      set: { payment_failed_at: AT },
    });
  });
});

describe('what the history says of a refund and a dispute', () => {
  const refund = (status: StripeRefund['status']) => ({
    re_1: { charge: 'ch_1', amount: 2550, status, reason: null, created_at: AT },
  });

  it('says how a refund of so many dollars went', () => {
    expect(refundRead(refund('succeeded'), {}).summary).toBe('Refund of $25.50 succeeded');
    expect(refundRead(refund('pending'), {}).summary).toBe('Refund of $25.50 is pending');
    expect(refundRead(refund('canceled'), {}).summary).toBe('Refund failed: $25.50 went back to the record');
  });

  it('says why a dispute was opened and how it ended', () => {
    const dispute = (status: string) => ({
      dp_1: {
        charge: 'ch_1',
        amount: 10_000,
        status,
        reason: 'fraudulent',
        net_effect: 0,
        opened_at: AT,
        closed_at: null,
        read_at: 1,
      },
    });
    expect(disputeRead(dispute('won')).summary).toBe('A dispute (fraudulent) was won: the money came back');
    expect(disputeRead(dispute('lost')).summary).toBe(
      'A dispute (fraudulent) was lost: the money went back to the card holder',
    );
    expect(disputeRead(dispute('needs_response')).summary).toBe(
      'A dispute (fraudulent) is open (needs response)',
    );
    expect(disputeRead({}).summary).toBe('A dispute (unknown reason) is open');
  });
});
