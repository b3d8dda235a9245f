import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../src/settings';
import { computeDashboard } from '../src/dashboard';
import { applyPartnerFilters, defaultPartnerSort, emptyPartnerFilters } from '../src/lists';
import { benefitLedger, benefitsOwed, deliveryAfter, pledgeLedger, type StoredRecord } from '../src/records';
import { partner } from './fixtures';
import { defaultTimeZone } from '../src/settings';

const NOW = new Date('2026-11-02T18:00:00.000Z');
const benefits = [
  { text: 'Website ad', kind: 'advertising' as const, value: 0, quantity: 1 },
  { text: '10 eblasts', kind: 'advertising' as const, value: 0, quantity: 10 },
];
const sold = (overrides = {}) =>
  partner({ total_pledged_amt: 1200, level_benefits: benefits, ...overrides } as never);

describe('the sponsor ledger', () => {
  it('lists each benefit as sold with what was delivered, and counts what is owed one by one', () => {
    const record = sold({ benefits_delivered: { '1': { done: 3, at: NOW.toISOString(), by: 'a' } } });
    expect(benefitLedger(record).map((line) => [line.text, line.done, line.owed])).toEqual([
      ['Website ad', 0, 1],
      ['10 eblasts', 3, 7],
    ]);
    expect(benefitsOwed(record)).toBe(8);
  });

  it('ticks within 0 and the quantity, and owes nothing for an unpledged or voided partner', () => {
    const record = sold({ benefits_delivered: { '0': { done: 1, at: NOW.toISOString(), by: 'a' } } });
    expect(deliveryAfter(record, 0, 1, 'b', NOW)).toBeNull();
    expect(deliveryAfter(record, 0, -1, 'b', NOW)).toEqual({ done: 0, at: NOW.toISOString(), by: 'b' });
    expect(deliveryAfter(record, 1, -1, 'b', NOW)).toBeNull();
    expect(deliveryAfter(record, 7, 1, 'b', NOW)).toBeNull();
    expect(benefitsOwed(sold({ total_pledged_amt: null }))).toBe(0);
    expect(benefitsOwed(sold({ voided: { at: 'x', by: 'x', reason: 'test' } }))).toBe(0);
    expect(benefitsOwed(partner({ total_pledged_amt: 500 }))).toBe(0);
  });

  it('filters partners still owed a benefit, and the dashboard counts what all are owed', () => {
    const owed = { ...sold(), id: 'owed' };
    const done = {
      ...sold({
        benefits_delivered: {
          '0': { done: 1, at: 'x', by: 'a' },
          '1': { done: 10, at: 'x', by: 'a' },
        },
      }),
      id: 'done',
    };
    const list = (benefitsFilter: 'owed' | 'delivered') =>
      applyPartnerFilters(
        defaultTimeZone,
        [owed, done],
        { ...emptyPartnerFilters(), benefits: benefitsFilter },
        '',
        defaultPartnerSort,
        NOW,
        defaultSettings,
      ).map((record) => record.id);
    expect(list('owed')).toEqual(['owed']);
    expect(list('delivered')).toEqual(['done']);
    expect(computeDashboard(defaultTimeZone, [], [owed, done], NOW).benefitsOwed).toBe(11);
  });

  it('keeps one ledger of pledged, received and remaining across installments and checks', () => {
    const installments = sold({
      donation_type: 'monthly',
      checkout_status: 'complete',
      pledge_amt: 1200,
      months: 4,
      fee_covered: true,
      stripe_charges: {
        ch_1: { amount: 30_936, fee: 927, net: 30_009, refunded: 0, paid_at: '2026-10-01T00:00:00.000Z' },
        ch_2: { amount: 30_936, fee: 927, net: 30_009, refunded: 0, paid_at: '2026-11-01T00:00:00.000Z' },
      },
    });
    expect(pledgeLedger(installments as unknown as StoredRecord)).toEqual({
      pledged: 1200,
      received: 600,
      remaining: 600,
    });
    const byCheck = sold({
      pay_by_check: true,
      checks: {
        '1042': {
          number: '1042',
          amount: 500,
          deposited_on: '2026-11-02',
          recorded_at: 'x',
          recorded_by: 'a',
        },
      },
    });
    expect(pledgeLedger(byCheck as unknown as StoredRecord)).toEqual({
      pledged: 1200,
      received: 500,
      remaining: 700,
    });
  });
});
