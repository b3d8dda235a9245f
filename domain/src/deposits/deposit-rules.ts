import { countOf } from '../messages';
import { formatCents } from '../money';
import { checkKey } from '../records';
import { schoolDateKey } from '../time';
import {
  MAX_DEPOSIT_ITEMS,
  type DepositBatch,
  type DepositEvent,
  type DepositItem,
  type DepositPayer,
  type DepositTotals,
  type MemberStamp,
} from './deposit-batch';

/*
 * The batch's steps as pure changes: each gives the batch as it will be and its history line, or the reason it
 * is refused (then nothing is written). The server runs them on the batch as it is inside its transaction.
 */

export type DepositOutcome =
  | { ok: true; next: DepositBatch; kind: DepositEvent['kind']; summary: string }
  | { ok: false; message: string };

export const depositRefusals = {
  deposited: 'This batch was signed off and deposited: it can no longer change.',
  counterSignsOff: 'You counted this batch: a second member must sign it off.',
  notCounted: 'Count this batch before signing it off.',
  alreadyCounted: 'This batch is already counted.',
  empty: 'Add an item before counting the batch.',
  full: `A batch holds at most ${MAX_DEPOSIT_ITEMS} items: open a new batch for the rest.`,
  noSuchItem: 'This item is no longer in the batch.',
  cashMiscounted:
    'Your cash count does not match the cash in the items entered: count the cash again, or correct the items.',
  checksMiscounted:
    'Your check count does not match the checks in the items entered: add up the checks again, or correct the items.',
  bothMiscounted:
    'Neither your cash nor your check count matches the items entered: count both again, or correct the items.',
} as const;

/** What the counter typed, counting the envelope blind: the totals entered are not shown to them. */
export interface DepositCount {
  cash_cents: number;
  check_cents: number;
}

/** Why a blind count does not hold (which part differs, not by how much), or null when it matches. */
export function countMismatch(count: DepositCount, totals: DepositTotals): string | null {
  const cash = count.cash_cents !== totals.cash_cents;
  const checks = count.check_cents !== totals.check_cents;
  if (cash && checks) return depositRefusals.bothMiscounted;
  if (cash) return depositRefusals.cashMiscounted;
  if (checks) return depositRefusals.checksMiscounted;
  return null;
}

const refuse = (message: string): DepositOutcome => ({ ok: false, message });

export function depositTotals(items: readonly Pick<DepositItem, 'method' | 'amount_cents'>[]): DepositTotals {
  const sum = (method: DepositItem['method']) =>
    items.filter((item) => item.method === method).reduce((total, item) => total + item.amount_cents, 0);
  const cash = sum('cash');
  const checks = sum('check');
  return { cash_cents: cash, check_cents: checks, total_cents: cash + checks };
}

/** One line for an item: 'Check #1042 $50.00 from Rivera family'. */
export function itemLine(
  item: Pick<DepositItem, 'method' | 'amount_cents' | 'check_number' | 'payer'>,
): string {
  const what = item.method === 'check' ? `Check #${item.check_number}` : 'Cash';
  return `${what} ${formatCents(item.amount_cents)} from ${item.payer.name}`;
}

/** A new batch with its number and name (batchName), given by the server in the transaction that opens it. */
export function openedBatch(stamp: MemberStamp, named?: { number: number; name: string }): DepositBatch {
  return {
    ...named,
    state: 'open',
    opened: stamp,
    counted: null,
    signed_off: null,
    deposited_on: null,
    items: [],
    totals: depositTotals([]),
    updated_at: stamp.at,
  };
}

/** A batch with other items: a count made before no longer holds, so it must be counted again. */
function withItems(batch: DepositBatch, items: DepositItem[], at: string): DepositBatch {
  return { ...batch, state: 'open', counted: null, items, totals: depositTotals(items), updated_at: at };
}

const recountNote = (batch: DepositBatch) => (batch.counted ? ' (the count was cleared)' : '');

/**
 * Adds an item. `checkHeldBy` names the batch that already holds the same check from the same payer, if any:
 * check numbers restart with every checkbook, so the same number from two payers is two checks.
 */
export function addItem(batch: DepositBatch, item: DepositItem, checkHeldBy: string | null): DepositOutcome {
  if (batch.state === 'deposited') return refuse(depositRefusals.deposited);
  if (batch.items.length >= MAX_DEPOSIT_ITEMS) return refuse(depositRefusals.full);
  if (checkHeldBy !== null) {
    return refuse(`Check #${item.check_number} from ${item.payer.name} is already in ${checkHeldBy}.`);
  }
  return {
    ok: true,
    next: withItems(batch, [...batch.items, item], item.added.at),
    kind: 'item_added',
    summary: `Added ${itemLine(item)}${recountNote(batch)}`,
  };
}

export function removeItem(batch: DepositBatch, itemId: string, at: string): DepositOutcome {
  if (batch.state === 'deposited') return refuse(depositRefusals.deposited);
  const item = batch.items.find((candidate) => candidate.id === itemId);
  if (!item) return refuse(depositRefusals.noSuchItem);
  return {
    ok: true,
    next: withItems(
      batch,
      batch.items.filter((candidate) => candidate !== item),
      at,
    ),
    kind: 'item_removed',
    summary: `Removed ${itemLine(item)}${recountNote(batch)}`,
  };
}

/**
 * The first member's count: they count the cash and add up the checks without seeing the totals entered, and the
 * batch is counted only when both match them.
 */
export function countBatch(batch: DepositBatch, stamp: MemberStamp, count: DepositCount): DepositOutcome {
  if (batch.state === 'deposited') return refuse(depositRefusals.deposited);
  if (batch.state === 'counted') return refuse(depositRefusals.alreadyCounted);
  if (batch.items.length === 0) return refuse(depositRefusals.empty);
  const mismatch = countMismatch(count, batch.totals);
  if (mismatch) return refuse(mismatch);
  return {
    ok: true,
    next: { ...batch, state: 'counted', counted: stamp, updated_at: stamp.at },
    kind: 'counted',
    summary: `Counted: ${formatCents(batch.totals.total_cents)} in ${countOf(batch.items.length, 'item')}, cash and checks matching the items`,
  };
}

/** The second member's sign-off: the batch is deposited, dated by the school's day of the sign-off. */
export function signOffBatch(batch: DepositBatch, stamp: MemberStamp, timeZone: string): DepositOutcome {
  if (batch.state === 'deposited') return refuse(depositRefusals.deposited);
  if (batch.state !== 'counted' || !batch.counted) return refuse(depositRefusals.notCounted);
  if (batch.counted.uid === stamp.uid) return refuse(depositRefusals.counterSignsOff);
  return {
    ok: true,
    next: {
      ...batch,
      state: 'deposited',
      signed_off: stamp,
      deposited_on: schoolDateKey(timeZone, stamp.at),
      updated_at: stamp.at,
    },
    kind: 'signed_off',
    summary: `Signed off and deposited: ${formatCents(batch.totals.total_cents)}`,
  };
}

/** Why this member may not sign the batch off now, or null: what the screen's disabled button says. */
export function signOffBlocker(batch: DepositBatch, uid: string): string | null {
  // Only who may sign off matters here, not the day: any zone dates the probe.
  const outcome = signOffBatch(batch, { uid, email: null, at: new Date(0).toISOString() }, 'UTC');
  return outcome.ok ? null : outcome.message;
}

/** The id under which a check is held: its payer and its number. */
export function depositCheckId(payer: DepositPayer, checkNumber: string): string {
  const who =
    payer.type === 'existing'
      ? `${payer.collection}_${payer.id}`
      : `new_${payer.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .slice(0, 80)}`;
  return `${who}__${checkKey(checkNumber)}`;
}
