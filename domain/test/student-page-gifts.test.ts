import { describe, expect, it } from 'vitest';
import { computeDashboard } from '../src/dashboard/figures';
import { giftsOfPage, pageGiftTotals, studentPageSplit } from '../src/dashboard/student-page-gifts';
import { defaultTimeZone } from '../src/settings';
import { donation } from './fixtures';

const voided = { at: '2026-06-02T00:00:00.000Z', by: 'uid-1', reason: 'A duplicate' };
const paid = (amount: number, student_page: string | null, extra = {}) => ({
  ...donation({ id: `d-${amount}-${student_page}`, donation_amount: amount, total_pledged_amt: amount }),
  student_page,
  ...extra,
});

const gifts = [
  paid(50, 'abc2345'),
  paid(25.5, 'abc2345'),
  paid(100, 'xyz6789'),
  paid(40, null),
  { ...donation({ donation_amount: 30, total_pledged_amt: 30 }) }, // an older record without the field
  paid(75, 'abc2345', { total_pledged_amt: null }), // a checkout never paid
  paid(500, 'abc2345', { voided }),
  paid(60, null, { voided }),
  // A monthly plan counts for its whole pledge, as on the dashboard.
  paid(10, 'xyz6789', { donation_type: 'monthly', total_pledged_amt: 120 }),
];

describe('gifts through student pages', () => {
  it('splits the counted donations into gifts through pages and direct gifts', () => {
    expect(studentPageSplit(gifts)).toEqual({
      throughPages: { count: 4, amount: 295.5 },
      direct: { count: 2, amount: 70 },
    });
  });

  it('adds up to the Donations Overview of the dashboard', () => {
    const split = studentPageSplit(gifts);
    const { donations } = computeDashboard(defaultTimeZone, gifts, [], new Date('2026-06-03T00:00:00Z'));
    expect(split.throughPages.count + split.direct.count).toBe(donations.count);
    expect(split.throughPages.amount + split.direct.amount).toBe(donations.amount);
  });

  it('sums in cents: 0.1 + 0.2 is 0.3', () => {
    const split = studentPageSplit([paid(0.1, 'p'), paid(0.2, 'p')]);
    expect(split.throughPages.amount).toBe(0.3);
  });

  it('reads an empty page code as a direct gift', () => {
    expect(studentPageSplit([paid(10, '')]).direct).toEqual({ count: 1, amount: 10 });
  });

  it('totals each page: its paid, not voided gifts and what they raised', () => {
    const totals = pageGiftTotals(gifts);
    expect(Object.fromEntries(totals)).toEqual({
      abc2345: { gifts: 2, raised: 75.5 },
      xyz6789: { gifts: 2, raised: 220 },
    });
  });

  it('gives 0 gifts and $0 for a page nobody has given through', () => {
    const totals = pageGiftTotals(gifts);
    expect(giftsOfPage(totals, 'new2345')).toEqual({ gifts: 0, raised: 0 });
    expect(giftsOfPage(totals, 'abc2345')).toEqual({ gifts: 2, raised: 75.5 });
    expect(pageGiftTotals([]).size).toBe(0);
  });
});
