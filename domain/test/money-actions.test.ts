import { describe, expect, it } from 'vitest';
import {
  actionRefusal,
  checkKey,
  hasOpenPlan,
  isCheckRecord,
  moneyActionTransition,
  voidEndsPlan,
  type MoneyAction,
  type StoredRecord,
} from '../src/records';
import { donation, partner } from './fixtures';
import { defaultTimeZone } from '../src/settings';

const NOW = new Date('2026-11-02T18:00:00.000Z');
const target = { collection: 'donations' as const, id: 'd1', requestId: 'req-0001-abcd' };
const strip = <T extends { id: string }>({ id: _id, ...rest }: T) => rest as unknown as StoredRecord;
const runningPlan = (extra: Partial<Parameters<typeof donation>[0]> = {}) =>
  strip(
    donation({
      donation_type: 'monthly',
      months: 6,
      stripe_subscription_id: 'sub_1',
      checkout_status: 'complete',
      ...extra,
    }),
  );

describe('cancelling a monthly plan', () => {
  it('applies to a plan of several months that Stripe is still running', () => {
    const cancel: MoneyAction = { action: 'cancel_plan', ...target, when: 'period_end', note: '' };
    expect(hasOpenPlan(runningPlan())).toBe(true);
    expect(actionRefusal(defaultTimeZone, runningPlan(), cancel)).toBeNull();
  });

  it('does not apply to a plan that ended, a single payment, or one whose checkout never completed', () => {
    expect(hasOpenPlan(runningPlan({ subscription_ended_at: '2026-10-01T18:00:00.000Z' }))).toBe(false);
    expect(hasOpenPlan(runningPlan({ months: 1 }))).toBe(false);
    expect(hasOpenPlan(runningPlan({ checkout_status: 'pending' }))).toBe(false);
    expect(hasOpenPlan(runningPlan({ stripe_subscription_id: null }))).toBe(false);
  });

  it('is refused once an immediate cancellation was requested, but may follow one set for the period end', () => {
    const now: MoneyAction = { action: 'cancel_plan', ...target, when: 'now', note: '' };
    const requested = (when: 'now' | 'period_end') =>
      runningPlan({ cancel_requested: { at: NOW.toISOString(), by: 'u1', when } });
    expect(actionRefusal(defaultTimeZone, requested('now'), now)?.message).toBe(
      'A cancellation was already requested.',
    );
    expect(actionRefusal(defaultTimeZone, requested('period_end'), now)).toBeNull();
  });

  it('is on record with when it takes effect, who asked, and the note', () => {
    const transition = moneyActionTransition(
      { action: 'cancel_plan', ...target, when: 'period_end', note: 'Family moved away' },
      'office@school.example',
      NOW,
    );
    expect(transition).toEqual({
      kind: 'plan_cancel_requested',
      summary: 'Monthly plan set to end after the current payment: Family moved away',
      set: { cancel_requested: { at: NOW.toISOString(), by: 'office@school.example', when: 'period_end' } },
      always: true,
    });
    expect(
      moneyActionTransition({ action: 'cancel_plan', ...target, when: 'now', note: '' }, 'x', NOW).summary,
    ).toBe('Monthly plan cancelled now');
  });
});

describe('refunding a card payment', () => {
  it('is on record with the amount in dollars and cents and the reason in the office’s words', () => {
    const refund: MoneyAction = {
      action: 'refund',
      ...target,
      chargeId: 'ch_1',
      amount: 12.5,
      reason: 'requested_by_customer',
      note: 'Asked by phone',
    };
    expect(moneyActionTransition(refund, 'u1', NOW)).toEqual({
      kind: 'refund_requested',
      summary: 'Refund of $12.50 requested (Requested by the donor): Asked by phone',
      always: true,
    });
    expect(moneyActionTransition({ ...refund, reason: 'fraudulent', note: '' }, 'u1', NOW).summary).toBe(
      'Refund of $12.50 requested (Fraudulent payment)',
    );
  });
});

describe('recording a check and voiding', () => {
  it('records a check on a check donation or a check pledge, deposited today or before', () => {
    const check: MoneyAction = {
      action: 'record_check',
      ...target,
      checkNumber: '1042',
      amount: 250,
      depositedOn: '2026-11-02',
    };
    const checkGift = strip(donation({ donation_type: 'check' }));
    const checkPledge = strip(partner({ pay_by_check: true }));
    expect(isCheckRecord(checkGift)).toBe(true);
    expect(isCheckRecord(checkPledge)).toBe(true);
    expect(isCheckRecord(strip(partner({ pay_by_check: false })))).toBe(false);
    expect(actionRefusal(defaultTimeZone, checkGift, check, NOW)).toBeNull();
    expect(actionRefusal(defaultTimeZone, checkPledge, check, NOW)).toBeNull();
    // At 05:00 UTC on 3 November it is still the evening of the 2nd in California.
    expect(
      actionRefusal(
        defaultTimeZone,
        checkGift,
        { ...check, depositedOn: '2026-11-03' },
        new Date('2026-11-03T05:00:00Z'),
      ),
    ).toEqual({ message: 'The deposit date cannot be in the future.', field: 'depositedOn' });
  });

  it('keys a check by its number whatever spaces, hash signs or case were typed', () => {
    expect(checkKey(' #10 42 ')).toBe('1042');
    expect(checkKey('ab-7')).toBe('AB-7');
    expect(checkKey('AB-7')).toBe(checkKey('ab-7'));
  });

  it('voids any record that counts', () => {
    const voiding: MoneyAction = { action: 'void', ...target, reason: 'Duplicate of d2' };
    expect(actionRefusal(defaultTimeZone, runningPlan(), voiding)).toBeNull();
    expect(moneyActionTransition(voiding, 'u1', NOW)).toMatchObject({
      kind: 'voided',
      summary: 'Voided: Duplicate of d2',
      set: { voided: { at: NOW.toISOString(), by: 'u1', reason: 'Duplicate of d2' } },
    });
  });
});

describe('voiding a record whose monthly plan is running', () => {
  const voiding: MoneyAction = { action: 'void', ...target, reason: 'Duplicate of d2' };
  const voidedAt = '2026-11-01T18:00:00.000Z';
  const voidedPlan = () => runningPlan({ voided: { at: voidedAt, by: 'u1', reason: 'Test gift' } });

  it('ends the plan in the same action: the void asks Stripe to cancel it and says so on record', () => {
    expect(voidEndsPlan(runningPlan())).toBe(true);
    expect(moneyActionTransition(voiding, 'u1', NOW, runningPlan())).toMatchObject({
      kind: 'voided',
      summary: 'Voided: Duplicate of d2 (the monthly plan was cancelled at Stripe)',
      set: {
        voided: { at: NOW.toISOString(), by: 'u1', reason: 'Duplicate of d2' },
        cancel_requested: { at: NOW.toISOString(), by: 'u1', when: 'now' },
      },
    });
  });

  it('leaves a plan alone that ended or was already cancelled now', () => {
    expect(voidEndsPlan(runningPlan({ subscription_ended_at: NOW.toISOString() }))).toBe(false);
    const cancelled = runningPlan({ cancel_requested: { at: voidedAt, by: 'u1', when: 'now' } });
    expect(voidEndsPlan(cancelled)).toBe(false);
    expect(moneyActionTransition(voiding, 'u1', NOW, cancelled).set).not.toHaveProperty('cancel_requested');
  });

  it('still lets the office stop or give back money on a voided record, and nothing else', () => {
    const cancel: MoneyAction = { action: 'cancel_plan', ...target, when: 'now', note: '' };
    expect(actionRefusal(defaultTimeZone, voidedPlan(), cancel)).toBeNull();
    const paid = runningPlan({
      voided: { at: voidedAt, by: 'u1', reason: 'Test gift' },
      stripe_charges: {
        ch_1: { amount: 3000, fee: 117, net: 2883, refunded: 0, paid_at: NOW.toISOString(), read_at: 1 },
      },
    });
    const refund: MoneyAction = {
      action: 'refund',
      ...target,
      chargeId: 'ch_1',
      amount: 30,
      reason: 'requested_by_customer',
      note: '',
    };
    expect(actionRefusal(defaultTimeZone, paid, refund)).toBeNull();
    expect(actionRefusal(defaultTimeZone, voidedPlan(), voiding)?.message).toBe(
      'This record is voided. Restore it first.',
    );
  });
});
