import { giftCharge, stripeFeeCents } from '../src/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveCancelDate, derivePaymentFields, mergeCharge } from '../src/records/derive';

const charge = (overrides: Partial<Parameters<typeof mergeCharge>[1]> = {}) => ({
  amount: 5000,
  fee: 175,
  net: 4825,
  refunded: 0,
  paid_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('mergeCharge', () => {
  it('keeps a known fee when a later event does not carry one, and keeps the largest refund of untimed reads', () => {
    const known = charge({ refunded: 1000 });
    expect(mergeCharge(known, charge({ fee: null, net: null, refunded: 0 }))).toEqual(known);
  });

  it('follows the newest read of the refunded amount, which a failed refund lowers', () => {
    const refunded = charge({ refunded: 1000, read_at: 2000 });
    const failedLater = charge({ refunded: 0, read_at: 3000 });
    const stale = charge({ refunded: 1000, read_at: 1000 });
    expect(mergeCharge(refunded, failedLater).refunded).toBe(0);
    expect(mergeCharge(mergeCharge(refunded, failedLater), stale)).toMatchObject({
      refunded: 0,
      read_at: 3000,
    });
  });

  it('converges whatever order the views of one charge arrive in', () => {
    const view = fc.record({
      amount: fc.constant(5000),
      fee: fc.option(fc.constant(175), { nil: null }),
      net: fc.option(fc.constant(4825), { nil: null }),
      refunded: fc.integer({ min: 0, max: 5000 }),
      paid_at: fc.constantFrom('2026-11-01T10:00:00.000Z', '2026-11-01T10:00:01.000Z'),
    });
    fc.assert(
      fc.property(fc.array(view, { minLength: 1, maxLength: 6 }), (views) => {
        const forward = views.reduce<ReturnType<typeof charge> | undefined>(
          (acc, next) => mergeCharge(acc, next),
          undefined,
        );
        const backward = [...views]
          .reverse()
          .reduce<ReturnType<typeof charge> | undefined>((acc, next) => mergeCharge(acc, next), undefined);
        expect(forward).toEqual(backward);
      }),
    );
  });
});

describe('derivePaymentFields', () => {
  it('sums nets less refunds in cents and dates completion at the first payment', () => {
    const fields = derivePaymentFields({
      stripe_charges: {
        ch_2: charge({ paid_at: '2026-12-01T10:00:00.000Z', refunded: 500 }),
        ch_1: charge(),
        ch_3: charge({ amount: 1, fee: null, net: null, paid_at: '2027-01-01T10:00:00.000Z' }),
      },
    });
    expect(fields).toEqual({
      net_payment: 91.5,
      payment_completed_at: '2026-11-01T10:00:00.000Z',
      amount_refunded: 5,
      payments_made: 3,
    });
  });

  it('has no net until a fee is known, and nothing at all without charges', () => {
    expect(
      derivePaymentFields({ stripe_charges: { ch_1: charge({ fee: null, net: null }) } }).net_payment,
    ).toBeNull();
    expect(derivePaymentFields({ stripe_charges: {} })).toEqual({
      net_payment: null,
      payment_completed_at: null,
      amount_refunded: 0,
      payments_made: 0,
    });
  });

  it('never drifts: 0.10 + 0.20 nets sum to exactly 0.30', () => {
    expect(
      derivePaymentFields({ stripe_charges: { a: charge({ net: 10 }), b: charge({ net: 20 }) } }).net_payment,
    ).toBe(0.3);
  });
});

describe('derivePaymentFields with the card fee covered', () => {
  it('nets exactly the gifts: net_payment is what the payer meant to give, refunds aside', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 100, max: 10_000_000 }), { minLength: 1, maxLength: 12 }),
        (gifts) => {
          const charges = Object.fromEntries(
            gifts.map((gift, index) => {
              const amount = giftCharge(gift / 100, null, true).chargeCents;
              const fee = stripeFeeCents(amount);
              return [`ch_${index}`, charge({ amount, fee, net: amount - fee })];
            }),
          );
          const sum = gifts.reduce((total, gift) => total + gift, 0);
          expect(derivePaymentFields({ stripe_charges: charges }).net_payment).toBe(sum / 100);
        },
      ),
    );
  });
});

describe('deriveCancelDate', () => {
  const ended = '2027-02-01T00:00:00.000Z';
  it('is the end date only when fewer payments than planned were made', () => {
    expect(deriveCancelDate({ months: 3, subscription_ended_at: ended }, 2)).toBe(ended);
    expect(deriveCancelDate({ months: 3, subscription_ended_at: ended }, 3)).toBeNull();
    expect(deriveCancelDate({ months: 3, subscription_ended_at: null }, 0)).toBeNull();
  });
});
