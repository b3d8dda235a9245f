import { describe, expect, it } from 'vitest';
import { monthDays, monthOf, payoutLineLabel } from '../src/books';

describe('the Payouts screen’s words and months', () => {
  it('names each kind of line in the treasurer’s words', () => {
    expect(payoutLineLabel({ reporting_category: 'charge' })).toBe('Payment');
    expect(payoutLineLabel({ reporting_category: 'refund' })).toBe('Refund');
    expect(payoutLineLabel({ reporting_category: 'dispute' })).toBe('Dispute');
    expect(payoutLineLabel({ reporting_category: 'dispute_reversal' })).toBe('Dispute won');
    expect(payoutLineLabel({ reporting_category: 'other_adjustment' })).toBe('other adjustment');
  });

  it('spans a month of arrival days, December into January included', () => {
    expect(monthDays('2026-11')).toEqual({ first: '2026-11-01', next: '2026-12-01' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
    expect(monthDays('2026-13')).toBeNull();
    expect(monthDays('')).toBeNull();
    expect(monthOf('2026-11-05')).toBe('2026-11');
  });
});
