import { formatCurrency, toCents } from '../money';
import { formatDayKey } from '../time';
import type { CheckPayment } from './payment-tracking';
import type { StoredRecord } from './record-schemas';

/*
 * Money the office receives in person: a check (the money action "check received", a deposit's check) or cash
 * (a deposit's cash). Each is one fact in the record's `checks` map, so the money fields, the payment's history
 * entry and its receipt come from the same place as a card payment's.
 */

export type InPersonMethod = 'check' | 'cash';

export interface InPersonPayment {
  method: InPersonMethod;
  /** The check number; for cash, the deposit item's reference. */
  reference: string;
  /** Dollars received. */
  amount: number;
  /** The school's date it was deposited (yyyy-mm-dd). */
  depositedOn: string;
}

/** A check is keyed by its number (trimmed, case and spaces ignored): the same check is recorded once. */
export function checkKey(checkNumber: string): string {
  return checkNumber
    .trim()
    .toUpperCase()
    .replace(/[\s#]+/g, '');
}

/** The fact's key on the record. Cash keys are lower case, which a check's key never is, so they never meet. */
export function inPersonKey(payment: Pick<InPersonPayment, 'method' | 'reference'>): string {
  return payment.method === 'cash' ? `cash_${payment.reference}` : checkKey(payment.reference);
}

/** The payment's key in its history entry and its receipt's id: `check_1042`, `cash_<item>`. */
export function inPersonPaymentKey(factKey: string, fact: Pick<CheckPayment, 'method'>): string {
  return fact.method === 'cash' ? factKey : `check_${factKey}`;
}

/** The fact itself, as the record keeps it. */
export function inPersonFact(payment: InPersonPayment, by: string, at: string): CheckPayment {
  return {
    ...(payment.method === 'cash' ? { method: 'cash' as const } : {}),
    number: payment.reference,
    amount: payment.amount,
    deposited_on: payment.depositedOn,
    recorded_at: at,
    recorded_by: by,
  };
}

/** How the office and a receipt name it: 'Check #1042', 'Cash'. */
export function inPersonLabel(fact: Pick<CheckPayment, 'method' | 'number'>): string {
  return fact.method === 'cash' ? 'Cash' : `Check #${fact.number}`;
}

/** Two facts hold the same money: the same method, the same amount to the cent, deposited the same day. */
export function sameInPersonMoney(
  a: Pick<CheckPayment, 'method' | 'amount' | 'deposited_on'>,
  b: Pick<CheckPayment, 'method' | 'amount' | 'deposited_on'>,
): boolean {
  return (
    (a.method ?? 'check') === (b.method ?? 'check') &&
    toCents(a.amount) === toCents(b.amount) &&
    a.deposited_on === b.deposited_on
  );
}

/**
 * A fact a transition brings for a key the record already holds. The very same money is a replay (a double
 * click, a retried call): the fact stays as first recorded. Other money is refused before it comes here (a
 * correction is a transition of its own), so reaching this is a bug: it throws, and nothing is written.
 */
export function keepInPersonFact(known: CheckPayment | undefined, seen: CheckPayment): CheckPayment {
  if (!known) return seen;
  if (sameInPersonMoney(known, seen)) return known;
  throw new Error(`${inPersonLabel(known)} is already recorded with other money: it is never written over.`);
}

/** How the office's sentences name a record: 'gift' or 'sponsorship'. */
export function recordNoun(record: StoredRecord): string {
  return 'company_name' in record ? 'sponsorship' : 'gift';
}

/** Why money cannot be recorded under a key the record already holds: what it holds, and what to do instead. */
export function heldFactMessage(record: StoredRecord, fact: CheckPayment): string {
  const held = `${formatCurrency(fact.amount)} received on ${formatDayKey(fact.deposited_on)}`;
  if (fact.method === 'cash') {
    return `Cash entry ${fact.number} is already recorded on this ${recordNoun(record)}: ${held}.`;
  }
  return (
    `Check ${fact.number} is already recorded on this ${recordNoun(record)}: ${held}. ` +
    'To change it, use Correct check.'
  );
}
