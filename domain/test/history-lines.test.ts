import { describe, expect, it } from 'vitest';
import { actorLabel, historyFieldLabel, historyLines, historyValue } from '../src';

describe('a history entry as the office reads it', () => {
  it('names who made the change: a member by email (or id), Stripe, or the public page', () => {
    expect(actorLabel({ type: 'member', uid: 'u1', email: 'pat@example.org' })).toBe('pat@example.org');
    expect(actorLabel({ type: 'member', uid: 'u1', email: null })).toBe('u1');
    expect(actorLabel({ type: 'stripe' })).toBe('Stripe');
    expect(actorLabel({ type: 'public' })).toBe('Public page');
  });

  it("names fields as the export's columns, then the payment fields, then in words", () => {
    expect(historyFieldLabel('donations', 'total_pledged_amt')).toBe('Total Pledged');
    expect(historyFieldLabel('donations', 'pledge_amt')).toBe('Pledge');
    expect(historyFieldLabel('community_partners', 'subscription_ended_at')).toBe('Plan Ended At');
    expect(historyFieldLabel('community_partners', 'benefit: 2')).toBe('Benefit: 2');
    expect(historyFieldLabel('donations', 'some_new_field')).toBe('Some new field');
  });

  it('writes values in words: dollars, Pacific times, Yes/No, students, blanks', () => {
    expect(historyValue('net_payment', 57.96)).toBe('$57.96');
    expect(historyValue('net_payment', null)).toBe('(blank)');
    expect(historyValue('notes', '')).toBe('(blank)');
    expect(historyValue('payment_completed_at', '2026-11-03T18:30:00.000Z')).toBe(
      historyValue('created_at', '2026-11-03T18:30:00.000Z'),
    );
    expect(historyValue('payment_completed_at', '2026-11-03T18:30:00.000Z')).toMatch(/2026-11-03 10:30/);
    expect(historyValue('company_matching', true)).toBe('Yes');
    expect(historyValue('company_matching', false)).toBe('No');
    expect(
      historyValue('children_data', [
        { name: 'Ana', tShirtSize: 'Youth M' },
        { name: '', tShirtSize: 'S' },
      ]),
    ).toBe('Ana Youth M; S');
    expect(historyValue('children_data', [])).toBe('(none)');
    expect(historyValue('tags', ['a', 'b'])).toBe('a; b');
    expect(historyValue('voided', { by: 'pat' })).toBe('{"by":"pat"}');
    expect(historyValue('yearbook', 3)).toBe('3');
  });

  it('turns the changes of an entry into before → after lines', () => {
    expect(
      historyLines('donations', {
        notes: { before: null, after: 'Called to thank' },
        donation_amount: { before: 100, after: 250 },
      }),
    ).toEqual([
      { field: 'notes', label: 'Notes', before: '(blank)', after: 'Called to thank' },
      { field: 'donation_amount', label: 'Donation Amount', before: '$100.00', after: '$250.00' },
    ]);
  });
});
