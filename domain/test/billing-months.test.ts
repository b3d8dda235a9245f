import { describe, expect, it } from 'vitest';
import { addBillingMonths } from '../src/time/billing-months';

describe('addBillingMonths', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;
  it.each([
    ['2026-01-15T08:30:00Z', 1, '2026-02-15T08:30:00.000Z'],
    ['2026-01-31T08:30:00Z', 1, '2026-02-28T08:30:00.000Z'],
    ['2028-01-31T08:30:00Z', 1, '2028-02-29T08:30:00.000Z'],
    ['2026-11-30T00:00:00Z', 3, '2027-02-28T00:00:00.000Z'],
    ['2026-05-10T12:00:00Z', 12, '2027-05-10T12:00:00.000Z'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(new Date(addBillingMonths(at(from), months) * 1000).toISOString()).toBe(expected);
  });
});
