import { describe, expect, it } from 'vitest';
import { officeReceiptNotNeeded, owedPaymentKey, receiptNotNeededRefusal } from '../src/office';
import { plannedMail, receiptMailId, type MailPlan } from '../src/receipts';
import type { StoredRecord } from '../src/records';
import { defaultSettings } from '../src/settings';
import { donation } from './fixtures';

/* "No receipt needed" on a cash gift nobody left an address for: kept on the record, and no receipt owed. */

const at = '2026-11-28T18:00:00.000Z';
const cashFact = {
  method: 'cash' as const,
  number: 'item1',
  amount: 25,
  deposited_on: '2026-11-28',
  recorded_at: at,
  recorded_by: 'treasurer@example.org',
};
const checkFact = {
  number: '1042',
  amount: 50,
  deposited_on: '2026-11-28',
  recorded_at: at,
  recorded_by: 'treasurer@example.org',
};
const record = (overrides: object = {}) => {
  const { id: _id, ...rest } = donation({
    email: null,
    checks: { cash_item1: cashFact, '1042': checkFact },
    ...overrides,
  } as never);
  return rest as unknown as StoredRecord;
};

describe('No receipt needed', () => {
  it('finds the payment of an owed receipt from its id', () => {
    const target = { collection: 'donations', id: 'd1' };
    expect(owedPaymentKey(receiptMailId('donations', 'd1', 'cash_item1'), target)).toBe('cash_item1');
    expect(owedPaymentKey('receipt_donations_d2_cash_item1', target)).toBeNull();
  });

  it('marks a cash gift without an address, with who and when, and says so in the history', () => {
    const outcome = officeReceiptNotNeeded(record(), 'cash_item1', 'treasurer@example.org', new Date(at));
    expect(outcome).toEqual({
      ok: true,
      transition: {
        kind: 'edited',
        summary: 'No receipt needed for Cash of $25.00 (no address to send it to)',
        set: { receipts_not_needed: { cash_item1: { by: 'treasurer@example.org', at } } },
        always: true,
      },
    });
  });

  it('refuses a check, a card payment and a record that has an email, in words', () => {
    expect(receiptNotNeededRefusal(record(), '1042')).toBe(
      'Only a cash gift can go without a receipt: a check or a card payment always gets one.',
    );
    expect(receiptNotNeededRefusal(record(), 'ch_1')).toMatch(/^Only a cash gift/);
    expect(receiptNotNeededRefusal(record({ email: 'a@example.com' }), 'cash_item1')).toBe(
      'This record has an email address: send the receipt instead.',
    );
    const refused = officeReceiptNotNeeded(record(), '1042', 'x', new Date(at));
    expect(refused.ok).toBe(false);
  });

  it('marks once: a second mark changes nothing', () => {
    const marked = record({ receipts_not_needed: { cash_item1: { by: 'a', at } } });
    const outcome = officeReceiptNotNeeded(marked, 'cash_item1', 'b', new Date(at));
    expect(outcome.ok && outcome.transition.set).toEqual({});
  });

  it('plans no receipt, and none owed, for a payment marked not needed', () => {
    const plan: MailPlan = {
      kind: 'receipt',
      mailId: receiptMailId('donations', 'd1', 'cash_item1'),
      payment: { key: 'cash_item1', method: 'cash', amount: 25, received_at: at },
    } as never;
    const owed = plannedMail(plan, record(), defaultSettings, new Date(at));
    expect(owed).toMatchObject({ owed: {} });
    const marked = record({ receipts_not_needed: { cash_item1: { by: 'a', at } } });
    expect(plannedMail(plan, marked, defaultSettings, new Date(at))).toEqual({
      skip: 'The office marked this receipt not needed.',
    });
  });
});
