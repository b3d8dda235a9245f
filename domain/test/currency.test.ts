import { describe, expect, it } from 'vitest';
import { formatCents, formatCurrency, formatWholeDollars } from '../src/money';

describe('dollar figures', () => {
  it('show the public page’s totals in whole dollars, never rounded up to a goal not yet reached', () => {
    expect(formatWholeDollars(9999.99)).toBe('$9,999');
    expect(formatWholeDollars(10_000)).toBe('$10,000');
    expect(formatWholeDollars(0.5)).toBe('$0');
  });

  it('show cents in full, and thousands shortened on narrow screens', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(1234.5, { compact: true })).toBe('$1.2K');
    expect(formatCurrency(-2500, { compact: true })).toBe('-$2.5K');
    expect(formatCurrency(999.99, { compact: true })).toBe('$999.99');
  });

  it('write a zero as $0.00, never with a minus sign (a negated zero fee, a sum that cancels out)', () => {
    expect(formatCents(-0)).toBe('$0.00');
    expect(formatCurrency(-0.001)).toBe('$0.00');
    expect(formatCurrency(-0.01)).toBe('-$0.01');
    expect(formatCents(-209)).toBe('-$2.09');
  });
});
