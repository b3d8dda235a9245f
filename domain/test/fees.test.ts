import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankSavingCents,
  coveredFeeCents,
  grossUpCents,
  netAfterFees,
  netOfChargeCents,
  stripeFeeCents,
} from '../src/money/fees';
import { giftCharge } from '../src/money/gift-charge';
import { appConfig } from '../src/config/app';

/** The largest gift the forms accept, in cents: every gift the checkout can gross up. */
const maxGiftCents = appConfig.limits.maxAmount * 100;

describe('stripeFeeCents (2.9% + 30c, the 2.9% to the nearest cent, half a cent up)', () => {
  it.each([
    [0, 30],
    [100, 33], // 2.9c -> 3c
    [2500, 103], // 72.5c -> 73c: half a cent rounds up
    [5000, 175], // 145c
    [1500, 74], // 43.5c -> 44c
    [1517, 74], // 43.993c -> 44c
    [1534, 74], // 44.486c -> 44c
    [10_000, 320],
    [100_000, 2930],
  ])('a charge of %s cents costs %s cents', (charge, fee) => {
    expect(stripeFeeCents(charge)).toBe(fee);
  });

  it('refuses what is not a whole, non-negative number of cents', () => {
    for (const bad of [-1, 1.5, Number.NaN, Infinity]) expect(() => stripeFeeCents(bad)).toThrow(RangeError);
  });

  it('agrees with 2.9% + 30c to within half a cent, for every charge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000_000 }), (charge) => {
        const exact = (charge * 29) / 1000 + 30;
        expect(Math.abs(stripeFeeCents(charge) - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('grossUpCents', () => {
  it.each([
    [0, 31],
    [100, 134],
    [4825, 5000],
    [5000, 5180], // the textbook (5000 + 30) / 0.971 = 5181 rounded up would over-ask a cent,
    [100_000, 103_017],
  ])('a net of %s cents needs a charge of %s cents', (net, charge) => {
    expect(grossUpCents(net)).toBe(charge);
  });

  it('for every gift up to $5,000: the charge nets exactly the gift, and one cent less would not', () => {
    for (let gift = 0; gift <= 500_000; gift++) {
      const charge = grossUpCents(gift);
      if (netOfChargeCents(charge) !== gift || netOfChargeCents(charge - 1) >= gift) {
        expect.fail(`gift ${gift}: charge ${charge} nets ${netOfChargeCents(charge)}`);
      }
    }
  });

  it('for any gift the forms accept: the smallest charge whose net is the gift, and it nets it exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxGiftCents }), (gift) => {
        const charge = grossUpCents(gift);
        expect(charge - stripeFeeCents(charge)).toBe(gift);
        expect(netOfChargeCents(charge - 1)).toBeLessThan(gift);
      }),
    );
  });

  it('never asks less for a larger gift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxGiftCents }), fc.nat(10_000), (gift, more) => {
        expect(grossUpCents(gift + more)).toBeGreaterThanOrEqual(grossUpCents(gift));
      }),
    );
  });

  it('refuses what is not a whole, non-negative number of cents', () => {
    for (const bad of [-1, 0.5, Number.NaN]) expect(() => grossUpCents(bad)).toThrow(RangeError);
  });
});

describe('coveredFeeCents', () => {
  it('is what the payer adds: $50.00 becomes $51.80, $1,000 becomes $1,030.17', () => {
    expect(coveredFeeCents(5000)).toBe(180);
    expect(coveredFeeCents(100_000)).toBe(3017);
  });

  it('is exactly the fee Stripe takes on the larger charge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxGiftCents }), (gift) => {
        expect(coveredFeeCents(gift)).toBe(stripeFeeCents(gift + coveredFeeCents(gift)));
      }),
    );
  });
});

describe('netAfterFees', () => {
  it('is what a card payment in dollars leaves after the fee', () => {
    expect(netAfterFees(50)).toBe(48.25);
    expect(netAfterFees(25)).toBe(23.97);
    expect(netAfterFees(51.8)).toBe(50);
  });
});

describe('giftCharge (what the form shows and the server charges, per payment)', () => {
  it('charges a one-time gift as typed, or grossed up when the fee is covered', () => {
    expect(giftCharge(50, null, false)).toEqual({
      giftCents: 5000,
      chargeCents: 5000,
      addedFeeCents: 0,
      months: null,
      totalGiftCents: 5000,
    });
    expect(giftCharge(50, null, true)).toMatchObject({ chargeCents: 5180, addedFeeCents: 180 });
  });

  it('grosses each monthly share up on its own; the pledge stays the sum of the gifts', () => {
    expect(giftCharge(1200, 7, true)).toEqual({
      giftCents: 17_143,
      chargeCents: 17_686,
      addedFeeCents: 543,
      months: 7,
      totalGiftCents: 120_001,
    });
  });

  it('for any gift and plan: each payment nets its share, and the added fee is what the payer sees', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: maxGiftCents }),
        fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
        (totalCents, months) => {
          const covered = giftCharge(totalCents / 100, months, true);
          expect(netOfChargeCents(covered.chargeCents)).toBe(covered.giftCents);
          expect(covered.addedFeeCents).toBe(coveredFeeCents(covered.giftCents));
          expect(giftCharge(totalCents / 100, months, false)).toEqual({
            ...covered,
            chargeCents: covered.giftCents,
            addedFeeCents: 0,
          });
        },
      ),
    );
  });
});

describe('a bank payment (ACH Direct Debit: 0.8%, at most $5)', () => {
  it.each([
    [0, 0],
    [5000, 40], // $50: 40c
    [6250, 50], // 50c
    [62_500, 500], // $625: exactly the cap
    [300_000, 500], // $3,000: capped
  ])('a charge of %s cents costs %s cents', (charge, fee) => {
    expect(stripeFeeCents(charge, 'us_bank_account')).toBe(fee);
  });

  it('saves a $3,000 sponsorship $82.30 in fees against a card', () => {
    expect(bankSavingCents(300_000)).toBe(8230);
  });

  it('covers its own fee exactly for every gift the forms accept, never more than $5', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxGiftCents }), (gift) => {
        const charge = grossUpCents(gift, 'us_bank_account');
        expect(netOfChargeCents(charge, 'us_bank_account')).toBe(gift);
        if (charge > 0) expect(netOfChargeCents(charge - 1, 'us_bank_account')).toBeLessThan(gift);
        const covered = coveredFeeCents(gift, 'us_bank_account');
        expect(covered).toBeLessThanOrEqual(500);
        expect(covered).toBeLessThanOrEqual(coveredFeeCents(gift));
      }),
    );
  });
});
