import { describe, expect, it } from 'vitest';
import { formatCurrency, formatWholeDollars } from '../src/money';

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
});
