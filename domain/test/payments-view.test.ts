import { describe, expect, it } from 'vitest';
import {
  paymentLines,
  paymentsMadeText,
  planProgress,
  pledgeLedger,
  type StoredRecord,
  type StripeCharge,
} from '../src/records';
import { donation, partner } from './fixtures';

const strip = <T extends { id: string }>({ id: _id, ...rest }: T) => rest as unknown as StoredRecord;
const charge = (amount: number, paid_at: string, refunded = 0): StripeCharge => ({
  amount,
  fee: null,
  net: null,
  refunded,
  paid_at,
});
const dispute = (chargeId: string, amount: number, status: string) => ({
  charge: chargeId,
  amount,
  status,
  reason: 'fraudulent',
  net_effect: status === 'won' ? 0 : -(amount + 1500),
  opened_at: '2026-11-20T18:00:00.000Z',
  closed_at: null,
  read_at: 1,
});

/*
 * $100 over 3 months with the card fee covered: each gift is $33.33, charged as $34.64. The second payment
 * was refunded $10.00, the third was lost in a dispute.
 */
const plan = () =>
  strip(
    donation({
      donation_type: 'monthly',
      donation_amount: 33.33,
      months: 3,
      pledge_amt: 100,
      total_pledged_amt: 100,
      fee_covered: true,
      checkout_status: 'complete',
      stripe_charges: {
        ch_c: charge(3464, '2026-11-01T18:00:00.000Z'),
        ch_a: charge(3464, '2026-09-01T18:00:00.000Z'),
        ch_b: charge(3464, '2026-10-01T18:00:00.000Z', 1000),
      },
      stripe_disputes: { dp_1: dispute('ch_c', 3464, 'lost') },
    }),
  );

describe('the payments panel of a record', () => {
  it('lists card payments oldest first, with what was refunded and what can still be', () => {
    const lines = paymentLines(plan());
    expect(lines.map((line) => line.reference)).toEqual(['ch_a', 'ch_b', 'ch_c']);
    expect(lines[0]).toEqual({
      key: 'ch_a',
      method: 'card',
      reference: 'ch_a',
      received_at: '2026-09-01T18:00:00.000Z',
      amount: 34.64,
      refunded: 0,
      refundable: 34.64,
      dispute: null,
    });
    expect(lines[1]).toMatchObject({ amount: 34.64, refunded: 10, refundable: 24.64, dispute: null });
    // A disputed payment is settled by the dispute, never refunded besides.
    expect(lines[2]).toMatchObject({ refunded: 0, refundable: 0, dispute: 'lost' });
  });

  it('shows a dispute Stripe is still deciding as open, and a won one as won', () => {
    const record = strip(
      donation({
        stripe_charges: {
          ch_1: charge(5000, '2026-10-01T18:00:00.000Z'),
          ch_2: charge(5000, '2026-10-02T18:00:00.000Z'),
        },
        stripe_disputes: {
          dp_1: dispute('ch_1', 5000, 'needs_response'),
          dp_2: dispute('ch_2', 5000, 'won'),
        },
      }),
    );
    expect(paymentLines(record).map((line) => [line.reference, line.dispute, line.refundable])).toEqual([
      ['ch_1', 'open', 0],
      ['ch_2', 'won', 0],
    ]);
  });

  it('lists checks by number among the payments, by the day they were deposited', () => {
    const record = strip(
      partner({
        pay_by_check: true,
        total_pledged_amt: 1200,
        stripe_charges: { ch_1: charge(20000, '2026-10-01T18:00:00.000Z') },
        checks: {
          '1001': {
            number: '1001',
            amount: 500,
            deposited_on: '2026-10-15',
            recorded_at: '2026-10-16T17:00:00.000Z',
            recorded_by: 'u1',
          },
          '998': {
            number: '998',
            amount: 200.5,
            deposited_on: '2026-09-30',
            recorded_at: '2026-10-01T17:00:00.000Z',
            recorded_by: 'u1',
          },
        },
      }),
    );
    const lines = paymentLines(record);
    expect(lines.map((line) => line.key)).toEqual(['check_998', 'ch_1', 'check_1001']);
    expect(lines[0]).toEqual({
      key: 'check_998',
      method: 'check',
      reference: '998',
      received_at: '2026-09-30T20:00:00.000Z',
      amount: 200.5,
      refunded: 0,
      refundable: 0,
      dispute: null,
    });
    expect(pledgeLedger(record)).toEqual({ pledged: 1200, received: 900.5, remaining: 299.5 });
  });

  it('has no payments for a record nobody has paid yet', () => {
    expect(paymentLines(strip(donation()))).toEqual([]);
  });
});

describe('what a monthly plan has paid', () => {
  it('counts payments made of those planned, and the gifts they carried', () => {
    const record = strip(
      donation({
        months: 3,
        pledge_amt: 100,
        stripe_charges: {
          ch_a: charge(3333, '2026-09-01T18:00:00.000Z'),
          ch_b: charge(3333, '2026-10-01T18:00:00.000Z'),
        },
      }),
    );
    expect(planProgress(record)).toEqual({ paid: 2, of: 3, paidGifts: 66.66 });
  });

  it('counts a single payment with no pledge on record as one planned and nothing paid', () => {
    expect(planProgress(strip(donation()))).toEqual({ paid: 0, of: 1, paidGifts: 0 });
  });
});

describe('the pledge ledger', () => {
  it('counts gifts received without the covered fees, taking back refunds and lost disputes', () => {
    // $33.33 + ($33.33 less $10.00 of $34.64 in proportion: $9.62) + nothing of the lost one.
    expect(pledgeLedger(plan())).toEqual({ pledged: 100, received: 57.04, remaining: 42.96 });
  });
});

describe("a plan's payments in words", () => {
  it('agrees the noun with the plan and the verb with the payments made', () => {
    expect(paymentsMadeText({ paid: 1, of: 10 })).toBe('1 of 10 payments was made');
    expect(paymentsMadeText({ paid: 3, of: 3 })).toBe('3 of 3 payments were made');
    expect(paymentsMadeText({ paid: 0, of: 1 })).toBe('0 of 1 payment were made');
  });
});
