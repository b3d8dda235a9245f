import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyInstallmentCents, monthlyPayment } from '../src/money/installments';
import { defaultSettings, findLevel, levelPrice } from '../src/settings';
import { centsToDollars, hasAtMostTwoDecimals, roundDollars, sumDollars, toCents } from '../src/money/money';

describe('toCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.1, 10],
    [1.005, 101],
    [-1.005, -101],
    [2.675, 268],
    [0.125, 13],
    [-0.125, -13],
    [19.99, 1999],
    [1234.5649, 123456],
    [1e6, 1e8],
    [0.29, 29],
  ])('%s dollars -> %s cents (half away from zero)', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it('refuses what is not a finite amount', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Infinity)).toThrow(RangeError);
  });

  it('round-trips every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => toCents(centsToDollars(cents)) === cents),
    );
  });
});

describe('sums', () => {
  it('are exact to the cent where float addition drifts', () => {
    expect(sumDollars([0.1, 0.2])).toBe(0.3);
    expect(sumDollars([null, undefined, 19.99, 0.01])).toBe(20);
    expect(sumDollars([])).toBe(0);
  });

  it('equal the sum of the cents, whatever the values and their order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 200 }), (cents) => {
        const dollars = cents.map(centsToDollars);
        const total = cents.reduce((sum, value) => sum + value, 0);
        return (
          sumDollars(dollars) === centsToDollars(total) &&
          sumDollars([...dollars].reverse()) === sumDollars(dollars)
        );
      }),
    );
  });

  it('rounds and checks decimals', () => {
    expect(roundDollars(10.005)).toBe(10.01);
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(0.07)).toBe(true);
    expect(hasAtMostTwoDecimals(10.255)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
});

describe('installments', () => {
  it.each([
    [1200, 12, 10000, 120000],
    [1000, 3, 33333, 99999],
    [100, 6, 1667, 10002],
    [960, 1, 96000, 96000],
  ])('$%s over %s months: %s cents a month, %s cents charged', (total, months, perMonth, charged) => {
    expect(monthlyInstallmentCents(total, months)).toEqual({
      perMonthCents: perMonth,
      months,
      totalChargedCents: charged,
      pledgedCents: toCents(total),
    });
  });

  it('charges the monthly amount the form shows, within months/2 cents of the pledge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        (cents, months) => {
          const plan = monthlyInstallmentCents(centsToDollars(cents), months);
          return (
            Math.abs(plan.totalChargedCents - cents) <= months / 2 &&
            centsToDollars(plan.perMonthCents) === monthlyPayment(centsToDollars(cents), months)
          );
        },
      ),
    );
  });

  it('refuses an invalid month count', () => {
    expect(() => monthlyInstallmentCents(100, 0)).toThrow(RangeError);
    expect(() => monthlyInstallmentCents(100, 1.5)).toThrow(RangeError);
  });

  it('shows 0 as the monthly payment of nonsense', () => {
    expect(monthlyPayment(100, 0)).toBe(0);
    expect(monthlyPayment(Number.NaN, 3)).toBe(0);
    expect(monthlyPayment(100, 3)).toBe(33.33);
  });

  it('prices levels from the configuration only', () => {
    expect(levelPrice(defaultSettings, 'platinum')).toBe(3000);
    expect(levelPrice(defaultSettings, 'bronze')).toBe(500);
    expect(() => findLevel(defaultSettings, 'tin' as never)).toThrow('Unknown partnership level: tin');
  });
});
