import { describe, expect, it } from 'vitest';
import { depositedCheckRefusal, depositedFacts, factPlace } from '../src/deposits';
import { mailPlanFor, paymentReceipt, receiptMailId } from '../src/receipts';
import {
  actionRefusal,
  moneyActionSchema,
  moneyActionTransition,
  recordEventSchema,
  settle,
  type MoneyAction,
  type StoredRecord,
} from '../src/records';
import { defaultSettings, defaultTimeZone } from '../src/settings';
import { donation, partner } from './fixtures';
import { checkBatch } from './reports-fixtures';

const NOW = new Date('2026-11-10T18:00:00.000Z');
const target = { collection: 'donations' as const, id: 'd1', requestId: 'req-0001-abcd' };
const context = { collection: 'donations' as const, id: 'd1', now: NOW, actor: { type: 'stripe' as const } };
const strip = <T extends { id: string }>({ id: _id, ...rest }: T) => rest as unknown as StoredRecord;
const pledge = () => strip(donation({ donation_type: 'check', donation_amount: 500 }));

const record: MoneyAction = {
  action: 'record_check',
  ...target,
  checkNumber: '1042',
  amount: 500,
  depositedOn: '2026-11-03',
};
const correct = (amount: number, depositedOn = '2026-11-03', reason = 'Typed $500, the check says $450') =>
  ({ action: 'correct_check', ...target, checkNumber: '1042', amount, depositedOn, reason }) as const;

/** A pledge whose check 1042 ($500, Nov 3) is recorded. */
function recorded(): StoredRecord {
  return settle(pledge(), moneyActionTransition(record, 'treasurer@example.org', NOW, pledge()), {
    ...context,
    source: 'req-1',
  }).next;
}

describe('recording a check the record already holds', () => {
  it('refuses other money under the same number, naming what the record holds', () => {
    const held = recorded();
    const again = { ...record, amount: 5, depositedOn: '2020-01-02' };
    expect(actionRefusal(defaultTimeZone, held, again, NOW)).toEqual({
      message:
        'Check 1042 is already recorded on this gift: $500.00 received on Nov 3, 2026. To change it, use Correct check.',
      field: 'checkNumber',
    });
    expect(
      actionRefusal(defaultTimeZone, held, { ...record, checkNumber: '# 1042', amount: 500.01 }, NOW),
    ).toMatchObject({
      field: 'checkNumber',
    });
    const sponsor = strip(partner({ pay_by_check: true, checks: held.checks }));
    expect(actionRefusal(defaultTimeZone, sponsor, again, NOW)?.message).toMatch(
      /^Check 1042 is already recorded on this sponsorship/,
    );
  });

  it('takes the very same check again as a replay that writes nothing', () => {
    const held = recorded();
    expect(actionRefusal(defaultTimeZone, held, { ...record, checkNumber: ' 1042 ' }, NOW)).toBeNull();
    const replay = settle(held, moneyActionTransition(record, 'someone@example.org', NOW, held), {
      ...context,
      source: 'req-2',
    });
    expect(replay.events).toEqual([]);
    expect(replay.update).toEqual({});
    expect(replay.next.checks?.['1042']?.recorded_by).toBe('treasurer@example.org');
  });

  it('never writes a fact over, even when a writer skips the refusal', () => {
    const held = recorded();
    const other = { ...record, amount: 5, depositedOn: '2020-01-02' };
    expect(() => settle(held, moneyActionTransition(other, 'x', NOW), { ...context, source: null })).toThrow(
      'Check #1042 is already recorded with other money: it is never written over.',
    );
  });
});

describe('correcting a recorded check', () => {
  it('asks for a reason and a valid amount, in the dialog’s words', () => {
    const parsed = moneyActionSchema.safeParse({ ...correct(450), reason: ' ' });
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['reason', 'Please say why the check is corrected'],
    ]);
    expect(moneyActionSchema.safeParse(correct(0)).error?.issues[0]?.message).toBe(
      'Please enter the check amount, more than $0',
    );
  });

  it('refuses a check the record does not hold, a date to come, no change, and a voided record', () => {
    const held = recorded();
    expect(actionRefusal(defaultTimeZone, held, { ...correct(450), checkNumber: '77' }, NOW)).toEqual({
      message: 'Check 77 is not recorded on this gift.',
      field: 'checkNumber',
    });
    expect(actionRefusal(defaultTimeZone, held, correct(450, '2026-11-11'), NOW)).toEqual({
      message: 'The deposit date cannot be in the future.',
      field: 'depositedOn',
    });
    expect(actionRefusal(defaultTimeZone, held, correct(500), NOW)).toEqual({
      message:
        'Check 1042 already holds $500.00 received on Nov 3, 2026: change the amount or the date to correct it.',
      field: 'amount',
    });
    const voided = { ...held, voided: { at: NOW.toISOString(), by: 'a', reason: 'test' } };
    expect(actionRefusal(defaultTimeZone, voided, correct(450), NOW)?.message).toBe(
      'This record is voided. Restore it first.',
    );
    expect(actionRefusal(defaultTimeZone, held, correct(450), NOW)).toBeNull();
  });

  it('sets the check anew with its own history entry and a corrected receipt, once per revision', () => {
    const held = recorded();
    const first = settle(held, moneyActionTransition(correct(450), 'treasurer@example.org', NOW, held), {
      ...context,
      source: 'req-3',
    });
    expect(first.next.checks?.['1042']).toMatchObject({
      amount: 450,
      deposited_on: '2026-11-03',
      revision: 2,
    });
    expect(first.next.net_payment).toBe(450);
    expect(first.events).toHaveLength(1);
    const entry = first.events[0]!;
    expect(entry.id).toBe('req-3_donations_d1');
    expect(entry.event).toMatchObject({
      kind: 'check_corrected',
      summary:
        'Check #1042 corrected from $500.00 deposited 2026-11-03 to $450.00 deposited 2026-11-03: Typed $500, the check says $450',
      changes: {
        'Check #1042: amount': { before: '$500.00', after: '$450.00' },
        net_payment: { before: 500, after: 450 },
      },
      payment: {
        key: 'check_1042_r2',
        method: 'check',
        amount: 450,
        received_at: '2026-11-03T20:00:00.000Z',
        replaces: { amount: 500, received_at: '2026-11-03T20:00:00.000Z' },
      },
    });
    expect(mailPlanFor(entry.event)).toMatchObject({
      kind: 'receipt',
      mailId: receiptMailId('donations', 'd1', 'check_1042_r2'),
    });
    // A date alone: on record, no receipt; the next amount change is revision 3.
    const dated = settle(
      first.next,
      moneyActionTransition(correct(450, '2026-11-04'), 'x', NOW, first.next),
      {
        ...context,
        source: 'req-4',
      },
    );
    expect(dated.events[0]!.event.payment).toBeNull();
    expect(dated.events[0]!.event.changes).toMatchObject({
      'Check #1042: date deposited': { before: '2026-11-03', after: '2026-11-04' },
    });
    const third = settle(
      dated.next,
      moneyActionTransition(correct(400, '2026-11-04'), 'x', NOW, dated.next),
      {
        ...context,
        source: 'req-5',
      },
    );
    expect(third.events[0]!.event.payment?.key).toBe('check_1042_r4');
  });

  it('writes a corrected receipt that says what it replaces, in English and Spanish', () => {
    const held = recorded();
    const settled = settle(held, moneyActionTransition(correct(450), 'x', NOW, held), {
      ...context,
      source: 'r',
    });
    const payment = settled.events[0]!.event.payment!;
    const receipt = (language: 'en' | 'es') =>
      paymentReceipt({
        record: { ...settled.next, language },
        payment,
        settings: defaultSettings,
        mailId: 'receipt_donations_d1_check_1042_r2',
        issuedAt: NOW,
      });
    const english = receipt('en');
    expect(english.subject).toMatch(/^Your corrected receipt from .*: \$450\.00 received November 3, 2026$/);
    expect(english.paragraphs[0]).toBe(
      'This corrected receipt replaces the earlier receipt for this check, which showed $500.00 received on ' +
        'November 3, 2026. Please keep this one and set the earlier one aside.',
    );
    const spanish = receipt('es');
    expect(spanish.subject).toMatch(/^Su recibo corregido de /);
    expect(spanish.paragraphs[0]).toMatch(
      /^Este recibo corregido reemplaza el recibo anterior de este cheque/,
    );
  });
});

describe('a check a signed-off deposit carried', () => {
  it('is found by its record and key, and refused a correction naming the deposit', () => {
    const batches = [
      checkBatch('3f2a9c1b77', '2026-11-03', 50_000, '1042', { collection: 'donations', id: 'd1' }),
    ];
    const deposit = depositedFacts(batches).get(factPlace('donations', 'd1', '1042'))!;
    expect(deposit).toEqual({
      batchId: '3f2a9c1b77',
      batchName: 'Deposit 3F2A9C1B',
      depositedOn: '2026-11-03',
    });
    expect(depositedFacts(batches).has(factPlace('donations', 'd2', '1042'))).toBe(false);
    expect(depositedCheckRefusal('1042', deposit)).toEqual({
      message:
        'Check 1042 is part of Deposit 3F2A9C1B, signed off by two members on Nov 3, 2026, so it cannot be ' +
        'corrected here: a change to it must go through that deposit.',
      field: 'checkNumber',
    });
  });
});

describe('every money action the schema accepts is on record', () => {
  it('keeps its history entry within the entry schema, even with the longest note or reason', () => {
    const long = 'x'.repeat(500);
    const held = recorded();
    const actions: MoneyAction[] = [
      {
        action: 'refund',
        ...target,
        chargeId: 'ch_1',
        amount: 1,
        reason: 'requested_by_customer',
        note: long,
      },
      { action: 'cancel_plan', ...target, when: 'period_end', note: long },
      { action: 'void', ...target, reason: long },
      { action: 'restore', ...target, note: long },
      { ...correct(450), checkNumber: 'A'.repeat(40), reason: 'y'.repeat(300) },
    ];
    for (const action of actions) {
      const parsed = moneyActionSchema.parse(action);
      const current =
        parsed.action === 'correct_check'
          ? {
              ...held,
              checks: { [parsed.checkNumber]: { ...held.checks!['1042']!, number: parsed.checkNumber } },
            }
          : held;
      const settled = settle(current, moneyActionTransition(parsed, 'x', NOW, current), {
        ...context,
        source: 'r',
      });
      for (const { event } of settled.events) expect(recordEventSchema.safeParse(event).success).toBe(true);
    }
  });
});
