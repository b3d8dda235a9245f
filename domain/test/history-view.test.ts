import { describe, expect, it } from 'vitest';
import { actorLabel, historyFieldLabel, historyLines, historyValue } from '../src/office';
import { defaultTimeZone } from '../src/settings';

describe('who a history entry names', () => {
  it('names Stripe, the public page, or the team member by email, falling back to their id', () => {
    expect(actorLabel({ type: 'stripe' })).toBe('Stripe');
    expect(actorLabel({ type: 'public' })).toBe('Public page');
    expect(actorLabel({ type: 'member', uid: 'u42', email: 'office@school.example' })).toBe(
      'office@school.example',
    );
    expect(actorLabel({ type: 'member', uid: 'u42', email: null })).toBe('u42');
  });
});

describe('the field a history entry names', () => {
  it('uses the export column name of the record kind', () => {
    expect(historyFieldLabel('donations', 'parent_name')).toBe('Parent Name');
    expect(historyFieldLabel('community_partners', 'company_name')).toBe('Company Name');
    expect(historyFieldLabel('community_partners', 'tshirt_given')).toBe('T-Shirt Given');
  });

  it('names payment fields that are not exported in the office’s words', () => {
    expect(historyFieldLabel('donations', 'checkout_status')).toBe('Checkout Status');
    expect(historyFieldLabel('donations', 'subscription_ended_at')).toBe('Plan Ended At');
    expect(historyFieldLabel('community_partners', 'level_name')).toBe('Level Name');
  });

  it('spells out any other field from its name, a benefit by its text', () => {
    // A partner column on a donation's history is not a donation column: it is spelled from its name.
    expect(historyFieldLabel('donations', 'company_name')).toBe('Company name');
    expect(historyFieldLabel('community_partners', 'stripe_refunds')).toBe('Stripe refunds');
    expect(historyFieldLabel('community_partners', 'benefit: Logo on the school banner')).toBe(
      'Benefit: Logo on the school banner',
    );
    expect(historyFieldLabel('community_partners', 'benefit: Ad on school_site.org')).toBe(
      'Benefit: Ad on school_site.org',
    );
  });
});

describe('a value before or after a change', () => {
  it('shows a missing or empty value as blank', () => {
    expect(historyValue(defaultTimeZone, 'notes', null)).toBe('(blank)');
    expect(historyValue(defaultTimeZone, 'notes', undefined)).toBe('(blank)');
    expect(historyValue(defaultTimeZone, 'notes', '')).toBe('(blank)');
  });

  it('shows money fields in dollars and cents, and other numbers as they are', () => {
    expect(historyValue(defaultTimeZone, 'donation_amount', 1234.5)).toBe('$1,234.50');
    expect(historyValue(defaultTimeZone, 'amount_refunded', 0.05)).toBe('$0.05');
    expect(historyValue(defaultTimeZone, 'months', 6)).toBe('6');
    expect(historyValue(defaultTimeZone, 'yearbook', 12)).toBe('12');
  });

  it('shows times in school time, on either side of the change from daylight time', () => {
    expect(historyValue(defaultTimeZone, 'payment_completed_at', '2026-07-04T19:30:00.000Z')).toBe(
      '2026-07-04 12:30',
    );
    expect(historyValue(defaultTimeZone, 'cancel_date', '2026-11-02T18:00:00.000Z')).toBe('2026-11-02 10:00');
  });

  it('shows yes or no for a checkbox', () => {
    expect(historyValue(defaultTimeZone, 'magnet_given', true)).toBe('Yes');
    expect(historyValue(defaultTimeZone, 'tshirt_given', false)).toBe('No');
  });

  it('lists students by their filled-in details, and an empty list as none', () => {
    const students = [
      { name: 'Mia Lopez', tShirtSize: 'YM' },
      { name: 'Leo Lopez', tShirtSize: '' },
    ];
    expect(historyValue(defaultTimeZone, 'children_data', students)).toBe('Mia Lopez YM; Leo Lopez');
    expect(historyValue(defaultTimeZone, 'children_data', [])).toBe('(none)');
    expect(historyValue(defaultTimeZone, 'tags', ['gala', 'raffle'])).toBe('gala; raffle');
  });

  it('writes any other object out as data', () => {
    expect(historyValue(defaultTimeZone, 'voided', { by: 'u1', reason: 'Duplicate' })).toBe(
      '{"by":"u1","reason":"Duplicate"}',
    );
  });
});

describe('the lines of a history entry', () => {
  it('reads each change as label, before and after, in the order the changes were made', () => {
    const lines = historyLines(defaultTimeZone, 'donations', {
      notes: { before: null, after: 'Called to thank' },
      donation_amount: { before: 100, after: 250 },
      company_matching: { before: false, after: true },
    });
    expect(lines).toEqual([
      { field: 'notes', label: 'Notes', before: '(blank)', after: 'Called to thank' },
      { field: 'donation_amount', label: 'Donation Amount', before: '$100.00', after: '$250.00' },
      { field: 'company_matching', label: 'Company Matching', before: 'No', after: 'Yes' },
    ]);
  });
});
