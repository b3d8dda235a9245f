import { describe, expect, it } from 'vitest';
import {
  actionRefusal,
  moneyActionSchema,
  moneyActionTransition,
  officeEditPatch,
  parseStoredRecord,
  recordStatusLabel,
  settle,
  type MoneyAction,
  type StoredRecord,
} from '../src/records';
import { donation, partner } from './fixtures';
import { defaultTimeZone } from '../src/settings';

const NOW = new Date('2026-11-02T18:00:00.000Z');
const strip = <T extends { id: string }>({ id: _id, ...rest }: T) => rest as unknown as StoredRecord;
const officeGift = () => strip(donation({ donation_type: 'check', donation_amount: 250, notes: null }));
const cardGift = () =>
  strip(
    donation({
      checkout_status: 'complete',
      pledge_amt: 100,
      total_pledged_amt: 100,
      net_payment: 96.8,
      payment_completed_at: '2026-11-01T18:00:00.000Z',
      stripe_charges: {
        ch_1: { amount: 10_000, fee: 320, net: 9680, refunded: 0, paid_at: '2026-11-01T18:00:00.000Z' },
      },
    } as never),
  );

describe('an office edit writes only what the person changed', () => {
  it('leaves untouched fields alone, so what Stripe wrote meanwhile stays', () => {
    const opened = { ...cardGift(), net_payment: null, payment_completed_at: null, checkout_status: 'open' };
    const current = cardGift();
    const update = {
      notes: 'Called to thank',
      net_payment: null,
      payment_completed_at: null,
      parent_name: 'Ana Garcia',
    };
    expect(officeEditPatch(opened as StoredRecord, current, update)).toEqual({
      ok: true,
      patch: { notes: 'Called to thank' },
    });
  });

  it('refuses, writing nothing, when a field the person changed was changed meanwhile', () => {
    const opened = officeGift();
    const current = { ...officeGift(), notes: 'Their note' };
    const outcome = officeEditPatch(opened, current, { notes: 'My note', parent_name: 'Ana G.' });
    expect(outcome).toEqual({
      ok: false,
      conflicts: [{ field: 'notes', theirs: 'Their note', yours: 'My note' }],
      locked: [],
    });
  });

  it('refuses a change of a payment field once a payment is on record', () => {
    const outcome = officeEditPatch(cardGift(), cardGift(), { net_payment: 100 });
    expect(outcome).toEqual({ ok: false, conflicts: [], locked: ['net_payment'] });
    expect(officeEditPatch(officeGift(), officeGift(), { net_payment: 250 })).toEqual({
      ok: true,
      patch: { net_payment: 250 },
    });
  });

  it('writes a level name only with its level', () => {
    const sold = strip(partner({ partnership_level: 'gold', level_name: 'Gold' } as never));
    expect(officeEditPatch(sold, sold, { level_name: 'Oro', notes: 'x' })).toEqual({
      ok: true,
      patch: { notes: 'x' },
    });
    expect(officeEditPatch(sold, sold, { partnership_level: 'silver', level_name: 'Silver' })).toEqual({
      ok: true,
      patch: { partnership_level: 'silver', level_name: 'Silver' },
    });
  });
});

const target = { collection: 'donations', id: 'd1', requestId: 'req-0001-abcd' } as const;

describe('money actions', () => {
  it('parse with the words the dialogs show', () => {
    const refund = moneyActionSchema.safeParse({
      action: 'refund',
      ...target,
      chargeId: 'ch_1',
      amount: 0,
      reason: 'duplicate',
      note: '',
    });
    expect(refund.success).toBe(false);
    expect(refund.error?.issues[0]?.message).toBe('Please enter the refund amount, more than $0');
    const check = moneyActionSchema.safeParse({
      action: 'record_check',
      ...target,
      checkNumber: ' ',
      amount: 250,
      depositedOn: '2026-11-02',
    });
    expect(check.error?.issues[0]?.message).toBe('Please enter the check number');
    expect(
      moneyActionSchema.safeParse({ action: 'void', ...target, reason: '' }).error?.issues[0]?.message,
    ).toBe('Please say why this record is voided');
  });

  it('refuse what the record does not allow, in the office words', () => {
    const refund = (amount: number): MoneyAction => ({
      action: 'refund',
      ...target,
      chargeId: 'ch_1',
      amount,
      reason: 'duplicate',
      note: '',
    });
    expect(actionRefusal(defaultTimeZone, cardGift(), refund(100))).toBeNull();
    expect(actionRefusal(defaultTimeZone, cardGift(), refund(100.01))?.message).toBe(
      'You can refund at most $100.00 of this payment.',
    );
    expect(actionRefusal(defaultTimeZone, officeGift(), refund(10))?.message).toBe(
      'This payment has nothing left to refund.',
    );
    const cancel: MoneyAction = { action: 'cancel_plan', ...target, when: 'now', note: '' };
    expect(actionRefusal(defaultTimeZone, cardGift(), cancel)?.message).toBe(
      'This record has no monthly plan running.',
    );
    const check: MoneyAction = {
      action: 'record_check',
      ...target,
      checkNumber: '1042',
      amount: 250,
      depositedOn: '2026-11-03',
    };
    expect(actionRefusal(defaultTimeZone, officeGift(), check, NOW)?.message).toBe(
      'The deposit date cannot be in the future.',
    );
    expect(
      actionRefusal(defaultTimeZone, cardGift(), { ...check, depositedOn: '2026-11-01' }, NOW)?.message,
    ).toBe('Only a check pledge or check donation can record a check.');
    const voided = { ...officeGift(), voided: { at: NOW.toISOString(), by: 'a', reason: 'test' } };
    expect(actionRefusal(defaultTimeZone, voided, check, NOW)?.message).toBe(
      'This record is voided. Restore it first.',
    );
    expect(
      actionRefusal(defaultTimeZone, officeGift(), { action: 'restore', ...target, note: '' })?.message,
    ).toBe('This record is not voided.');
  });

  it('record a check once: the record becomes Completed with its net; the same number again changes nothing', () => {
    const check: MoneyAction = {
      action: 'record_check',
      ...target,
      checkNumber: '#1042',
      amount: 250,
      depositedOn: '2026-11-02',
    };
    const context = {
      collection: 'donations' as const,
      id: 'd1',
      now: NOW,
      actor: { type: 'stripe' as const },
      source: 'req',
    };
    const first = settle(officeGift(), moneyActionTransition(check, 'treasurer@example.org', NOW), context);
    const record = parseStoredRecord('donations', first.next);
    expect(record).toMatchObject({ net_payment: 250, payment_completed_at: '2026-11-02T20:00:00.000Z' });
    expect(recordStatusLabel(record)).toBe('Completed');
    expect(first.events.map((entry) => entry.event.kind)).toEqual(['check_recorded', 'payment_received']);
    const again = settle(record, moneyActionTransition({ ...check, checkNumber: '1042' }, 'x', NOW), context);
    expect(again.events.map((entry) => entry.event.kind)).toEqual(['check_recorded']);
    expect(again.next.net_payment).toBe(250);
  });

  it('void and restore keep who and why, and the history says so', () => {
    const context = {
      collection: 'donations' as const,
      id: 'd1',
      now: NOW,
      actor: { type: 'stripe' as const },
      source: null,
    };
    const voided = settle(
      officeGift(),
      moneyActionTransition(
        { action: 'void', ...target, reason: 'Duplicate entry' },
        'treasurer@example.org',
        NOW,
      ),
      context,
    );
    expect(voided.next.voided).toEqual({
      at: NOW.toISOString(),
      by: 'treasurer@example.org',
      reason: 'Duplicate entry',
    });
    expect(voided.events[0]?.event.summary).toBe('Voided: Duplicate entry');
    const restored = settle(
      voided.next,
      moneyActionTransition({ action: 'restore', ...target, note: '' }, 'x', NOW),
      context,
    );
    expect(restored.next.voided).toBeNull();
    expect(recordStatusLabel(restored.next)).toBe('Pending');
  });
});
