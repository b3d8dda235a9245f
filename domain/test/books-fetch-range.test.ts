import { describe, expect, it } from 'vitest';
import { arrivalWindow, fetchPayoutsRequestSchema } from '../src/books';

const message = (input: unknown) => {
  const parsed = fetchPayoutsRequestSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('the "Fetch payouts" range', () => {
  it('takes two days, both included, as Stripe arrival dates', () => {
    const range = fetchPayoutsRequestSchema.parse({ from: '2026-11-01', to: '2026-11-30' });
    expect(arrivalWindow(range)).toEqual({
      gte: Date.parse('2026-11-01T00:00:00Z') / 1000,
      lt: Date.parse('2026-12-01T00:00:00Z') / 1000,
    });
  });

  it('refuses a missing, unreal, reversed or too long range in words', () => {
    expect(message({ from: '', to: '2026-11-30' })).toBe('Choose the first date');
    expect(message({ from: '2026-11-01' })).toBe('Choose the last date');
    expect(message({ from: '2026-02-31', to: '2026-03-01' })).toBe('The first date is not a real day');
    expect(message({ from: '2026-11-30', to: '2026-11-01' })).toBe(
      'The first date must not be after the last.',
    );
    expect(message({ from: '2025-01-01', to: '2026-11-01' })).toBe('Fetch at most 366 days at a time.');
    expect(message({ from: '2026-11-01', to: '2026-11-02', extra: 1 })).not.toBeNull();
  });
});
