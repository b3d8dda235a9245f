import type { CheckPayment } from './payment-tracking';

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
