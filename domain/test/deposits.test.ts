import { describe, expect, it } from 'vitest';
import {
  addItem,
  batchContentsText,
  batchLabel,
  batchName,
  countBatch,
  depositCheckId,
  depositRefusals,
  depositRequestSchema,
  depositTotals,
  depositTransition,
  existingPayerRefusal,
  newRecordForm,
  openedBatch,
  removeItem,
  signOffBatch,
  signOffBlocker,
  type DepositBatch,
  type DepositItem,
} from '../src/deposits';
import { officeNewRecord } from '../src/office';
import { settle, type StoredRecord } from '../src/records';
import { defaultSettings, defaultTimeZone } from '../src/settings';
import { donation } from './fixtures';

const at = (minute: number) => `2026-11-03T18:${String(minute).padStart(2, '0')}:00.000Z`;
const alex = (minute = 0) => ({ uid: 'alex', email: 'alex@hope.example.org', at: at(minute) });
const blake = (minute = 0) => ({ uid: 'blake', email: 'blake@hope.example.org', at: at(minute) });

const cash = (id: string, cents: number): DepositItem => ({
  id,
  method: 'cash',
  amount_cents: cents,
  check_number: null,
  payer: { type: 'new', kind: 'donation', name: `Family ${id}`, email: '', level: null },
  added: alex(),
});
const check = (id: string, cents: number, number: string): DepositItem => ({
  ...cash(id, cents),
  method: 'check',
  check_number: number,
  payer: { type: 'existing', collection: 'donations', id: 'pledge-1', name: 'Rivera family' },
});

function ok(outcome: ReturnType<typeof addItem>): DepositBatch {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.next;
}

const counted = () => {
  let batch = openedBatch(alex());
  batch = ok(addItem(batch, cash('c1', 2000), null));
  batch = ok(addItem(batch, check('k1', 12550, '1042'), null));
  return ok(countBatch(batch, alex(5), { cash_cents: 2000, check_cents: 12550 }));
};

describe('a deposit batch', () => {
  it('is counted blind: the count holds only when the cash and the checks both match the items', () => {
    let batch = openedBatch(alex());
    batch = ok(addItem(batch, cash('c1', 2000), null));
    batch = ok(addItem(batch, check('k1', 12550, '1042'), null));
    const countOf = (cash_cents: number, check_cents: number) =>
      countBatch(batch, alex(5), { cash_cents, check_cents });
    expect(countOf(1500, 12550)).toEqual({ ok: false, message: depositRefusals.cashMiscounted });
    expect(countOf(2000, 12500)).toEqual({ ok: false, message: depositRefusals.checksMiscounted });
    expect(countOf(0, 0)).toEqual({ ok: false, message: depositRefusals.bothMiscounted });
    const counted = countOf(2000, 12550);
    expect(counted).toMatchObject({
      ok: true,
      summary: 'Counted: $145.50 in 2 items, cash and checks matching the items',
    });
  });

  it('keeps its totals in cents: cash, checks and all', () => {
    expect(depositTotals([cash('a', 2000), cash('b', 1), check('c', 12550, '7')])).toEqual({
      cash_cents: 2001,
      check_cents: 12550,
      total_cents: 14551,
    });
    expect(counted().totals.total_cents).toBe(14550);
  });

  it('goes open, counted by one member, signed off by another, then deposited on that Pacific day', () => {
    const batch = counted();
    expect(batch.state).toBe('counted');
    const signed = ok(signOffBatch(batch, { ...blake(), at: '2026-11-04T06:30:00.000Z' }, defaultTimeZone));
    expect(signed.state).toBe('deposited');
    expect(signed.deposited_on).toBe('2026-11-03');
    expect(signed.signed_off?.uid).toBe('blake');
  });

  it('refuses the sign-off of the member who counted it, and says so to the screen', () => {
    expect(signOffBatch(counted(), alex(9), defaultTimeZone)).toEqual({
      ok: false,
      message: depositRefusals.counterSignsOff,
    });
    expect(signOffBlocker(counted(), 'alex')).toBe(depositRefusals.counterSignsOff);
    expect(signOffBlocker(counted(), 'blake')).toBeNull();
    expect(signOffBlocker(openedBatch(alex()), 'blake')).toBe(depositRefusals.notCounted);
  });

  it('refuses every edit once signed off', () => {
    const signed = ok(signOffBatch(counted(), blake(9), defaultTimeZone));
    expect(addItem(signed, cash('late', 100), null)).toEqual({
      ok: false,
      message: depositRefusals.deposited,
    });
    expect(removeItem(signed, 'c1', at(10))).toEqual({ ok: false, message: depositRefusals.deposited });
    expect(countBatch(signed, alex(10), { cash_cents: 0, check_cents: 0 })).toEqual({
      ok: false,
      message: depositRefusals.deposited,
    });
    expect(signOffBatch(signed, blake(10), defaultTimeZone)).toEqual({
      ok: false,
      message: depositRefusals.deposited,
    });
  });

  it('clears a count when an item changes, so the batch is counted again', () => {
    const changed = ok(removeItem(counted(), 'c1', at(7)));
    expect(changed).toMatchObject({ state: 'open', counted: null });
    expect(changed.totals).toEqual({ cash_cents: 0, check_cents: 12550, total_cents: 12550 });
    expect(countBatch(openedBatch(alex()), alex(), { cash_cents: 0, check_cents: 0 })).toEqual({
      ok: false,
      message: depositRefusals.empty,
    });
  });

  it('refuses a check the same payer already has in a batch, naming that batch', () => {
    const outcome = addItem(openedBatch(alex()), check('k2', 100, '1042'), 'Deposit 2 · Nov 3, 2026');
    expect(outcome).toEqual({
      ok: false,
      message: 'Check #1042 from Rivera family is already in Deposit 2 · Nov 3, 2026.',
    });
    const payer = check('k', 1, 'x').payer;
    expect(depositCheckId(payer, ' 10 42 ')).toBe(depositCheckId(payer, '1042'));
    expect(depositCheckId(payer, '1042')).not.toBe(depositCheckId(cash('z', 1).payer, '1042'));
  });
});

describe('a deposit request', () => {
  const add = (item: Record<string, unknown>) =>
    depositRequestSchema.safeParse({ op: 'add_item', requestId: 'req-00001', batchId: 'batch-0001', item });
  const base = {
    method: 'cash',
    amount_cents: 500,
    check_number: null,
    payer: { type: 'new', kind: 'donation', name: 'Lee', email: '', level: null },
  };
  const message = (result: ReturnType<typeof add>) =>
    result.success ? null : result.error.issues[0]!.message;

  it('refuses an amount of zero or less, and a check without its number', () => {
    expect(message(add({ ...base, amount_cents: 0 }))).toBe('Please enter an amount of more than $0.00');
    expect(message(add({ ...base, amount_cents: -500 }))).toBe('Please enter an amount of more than $0.00');
    expect(message(add({ ...base, amount_cents: 10.5 }))).toBe(
      'Please enter the amount in dollars and cents',
    );
    expect(message(add({ ...base, method: 'check', check_number: ' ' }))).toBe(
      'Please enter the check number',
    );
    expect(message(add({ ...base, payer: { ...base.payer, name: ' ' } }))).toBe(
      'Please enter the name of the family or company',
    );
  });

  it('keeps a check number, trimmed, and drops one typed for cash', () => {
    const checkItem = add({ ...base, method: 'check', check_number: ' 1042 ' });
    expect(checkItem.success && checkItem.data.op === 'add_item' && checkItem.data.item.check_number).toBe(
      '1042',
    );
    const cashItem = add({ ...base, check_number: '99' });
    expect(cashItem.success && cashItem.data.op === 'add_item' && cashItem.data.item.check_number).toBeNull();
  });
});

describe('what a signed-off batch does to the records', () => {
  const pledge = (): StoredRecord => {
    const { id: _id, ...record } = donation({
      donation_type: 'check',
      total_pledged_amt: 250,
      payment_completed_at: null,
    });
    return record as StoredRecord;
  };
  const context = {
    collection: 'donations' as const,
    id: 'pledge-1',
    now: new Date(at(20)),
    actor: { type: 'member' as const, uid: 'blake', email: null },
    source: 'req-1',
  };

  it('records each item as a payment received, with one receipt-calling entry each', () => {
    const items = [check('k1', 12550, '1042'), { ...check('k2', 12450, '1043') }];
    const settled = settle(
      pledge(),
      depositTransition(items, 'batch-0001', '2026-11-03', 'blake', at(20)),
      context,
    );
    expect(settled.next.net_payment).toBe(250);
    expect(settled.next.payment_completed_at).toBe('2026-11-03T20:00:00.000Z');
    const payments = settled.events.filter((entry) => entry.event.kind === 'payment_received');
    expect(payments.map((entry) => entry.id)).toEqual([
      'payment_donations_pledge-1_check_1042',
      'payment_donations_pledge-1_check_1043',
    ]);
  });

  it('records cash as cash, keyed by its item', () => {
    const settled = settle(
      pledge(),
      depositTransition([cash('item-9', 2000)], 'b', '2026-11-03', 'blake', at(20)),
      context,
    );
    const payment = settled.events.find((entry) => entry.event.kind === 'payment_received')!.event.payment!;
    expect(payment).toMatchObject({ key: 'cash_item-9', method: 'cash', amount: 20 });
  });

  it('refuses a card gift, a voided record and a check or cash it already holds, naming what it holds', () => {
    const card = { ...pledge(), donation_type: 'one_time' } as StoredRecord;
    const item = (method: 'cash' | 'check', number: string | null, id = 'i1') => ({
      id,
      method,
      check_number: number,
    });
    expect(existingPayerRefusal(card, item('cash', null))?.message).toMatch(/new record/);
    const voided = { ...pledge(), voided: { at: at(1), by: 'x', reason: 'test' } } as StoredRecord;
    expect(existingPayerRefusal(voided, item('check', '1'))?.message).toMatch(/voided/);
    const paid = settle(
      pledge(),
      depositTransition([check('k1', 100, '1042'), cash('c1', 4000)], 'b', '2026-11-03', 'b', at(1)),
      context,
    ).next;
    expect(existingPayerRefusal(paid, item('check', '#10 42'))).toEqual({
      message:
        'Check 1042 is already recorded on this gift: $1.00 received on Nov 3, 2026. To change it, use Correct check.',
      field: 'check_number',
    });
    expect(existingPayerRefusal(paid, item('cash', null, 'c1'))).toEqual({
      message: 'Cash entry c1 is already recorded on this gift: $40.00 received on Nov 3, 2026.',
    });
    expect(existingPayerRefusal(paid, item('cash', null, 'c2'))).toBeNull();
    expect(existingPayerRefusal(pledge(), item('check', '1042'))).toBeNull();
  });

  it('builds a new payer record through the add form, paid on the deposit day', () => {
    const form = newRecordForm(
      { type: 'new', kind: 'partner', name: 'Bay Hardware', email: 'sam@bay.example.com', level: 'gold' },
      { method: 'check', amount_cents: 120000 },
      '2026-11-03',
      defaultSettings,
    );
    const built = officeNewRecord('community_partners', form, new Date(at(0)), defaultSettings);
    expect(built).toMatchObject({
      ok: true,
      record: {
        company_name: 'Bay Hardware',
        partnership_amount: 1200,
        pay_by_check: true,
        total_pledged_amt: 1200,
      },
    });
    const bad = newRecordForm(
      { type: 'new', kind: 'donation', name: 'Lee', email: 'not-an-email', level: null },
      { method: 'cash', amount_cents: 500 },
      '2026-11-03',
      defaultSettings,
    );
    expect(officeNewRecord('donations', bad, new Date(at(0)), defaultSettings)).toMatchObject({ ok: false });
  });
});

describe("a batch's name and contents, for people", () => {
  it('names a batch by its running number and the school day it was opened', () => {
    // 7 pm on Nov 28 in California is already Nov 29 in UTC: the school's day counts.
    expect(batchName(3, 'America/Los_Angeles', '2026-11-29T03:00:00.000Z')).toBe('Deposit 3 · Nov 28, 2026');
    const named = openedBatch(alex(), { number: 3, name: 'Deposit 3 · Nov 3, 2026' });
    expect(batchLabel({ id: 'abcdef12-3456', ...named })).toBe('Deposit 3 · Nov 3, 2026');
    // A batch opened before names keeps its id's start.
    expect(batchLabel({ id: 'abcdef12-3456', ...openedBatch(alex()) })).toBe('Deposit ABCDEF12');
  });

  it('counts checks and cash gifts with their plurals', () => {
    expect(batchContentsText([])).toBe('no item');
    expect(batchContentsText([check('k', 1, '1')])).toBe('1 check');
    expect(batchContentsText([check('k', 1, '1'), check('l', 1, '2'), cash('c', 1)])).toBe(
      '2 checks and 1 cash gift',
    );
    expect(batchContentsText([cash('c', 1), cash('d', 1)])).toBe('2 cash gifts');
  });
});
