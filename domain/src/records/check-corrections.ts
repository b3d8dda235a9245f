import { formatCurrency, toCents } from '../money';
import { formatDayKey } from '../time';
import { checkPaidAt } from './derive';
import type { EventPayment } from './events';
import { checkKey, inPersonPaymentKey, recordNoun, sameInPersonMoney } from './in-person-payments';
import type { MoneyAction, Refusal } from './money-action-schema';
import type { CheckPayment } from './payment-tracking';
import type { StoredRecord } from './record-schemas';
import type { Transition } from './settle';

/*
 * Correcting a recorded check: its amount or date deposited set right, with a reason. The fact is set anew
 * through the one write path with a history entry of its own (the old and new money, the reason, who), and a
 * changed amount is acknowledged by a corrected receipt that says which receipt it replaces. A check that two
 * members signed off in a deposit is not corrected here: the function refuses it, naming the deposit.
 */

export type CheckCorrection = Extract<MoneyAction, { action: 'correct_check' }>;

const held = (fact: Pick<CheckPayment, 'amount' | 'deposited_on'>) =>
  `${formatCurrency(fact.amount)} received on ${formatDayKey(fact.deposited_on)}`;

/** Why this correction cannot be made on the record as it is (the deposit's own refusal comes apart). */
export function correctionRefusal(
  record: StoredRecord,
  action: CheckCorrection,
  today: string,
): Refusal | null {
  const fact = record.checks?.[checkKey(action.checkNumber)];
  if (!fact || fact.method === 'cash') {
    return {
      message: `Check ${action.checkNumber} is not recorded on this ${recordNoun(record)}.`,
      field: 'checkNumber',
    };
  }
  if (action.depositedOn > today)
    return { message: 'The deposit date cannot be in the future.', field: 'depositedOn' };
  if (sameInPersonMoney(fact, { amount: action.amount, deposited_on: action.depositedOn })) {
    return {
      message: `Check ${fact.number} already holds ${held(fact)}: change the amount or the date to correct it.`,
      field: 'amount',
    };
  }
  return null;
}

/** The history's words for one changed value of the check: 'Check #1042: amount' $500.00 -> $5.00. */
function changedValues(known: CheckPayment, next: CheckPayment) {
  const label = `Check #${known.number}`;
  const changes: NonNullable<Transition['changes']> = {};
  if (toCents(known.amount) !== toCents(next.amount)) {
    changes[`${label}: amount`] = {
      before: formatCurrency(known.amount),
      after: formatCurrency(next.amount),
    };
  }
  if (known.deposited_on !== next.deposited_on) {
    changes[`${label}: date deposited`] = { before: known.deposited_on, after: next.deposited_on };
  }
  return changes;
}

/**
 * The correction as a transition: the fact set anew (its revision counted), its history entry with both the old
 * and new money and the reason, and, when the amount changed, the payment its corrected receipt acknowledges.
 * That receipt's key names the check and the revision, so a retried correction never mails twice.
 */
export function checkCorrectionTransition(action: CheckCorrection, current: StoredRecord): Transition {
  const key = checkKey(action.checkNumber);
  const known = current.checks?.[key];
  if (!known) throw new Error(`Check ${action.checkNumber} is not recorded on this record.`);
  const revision = (known.revision ?? 1) + 1;
  const next: CheckPayment = { ...known, amount: action.amount, deposited_on: action.depositedOn, revision };
  const amountChanged = toCents(known.amount) !== toCents(next.amount);
  const payment: EventPayment | undefined = amountChanged
    ? {
        key: `${inPersonPaymentKey(key, known)}_r${revision}`,
        method: 'check',
        amount: next.amount,
        gift: next.amount,
        received_at: checkPaidAt(next),
        installment: null,
        of: null,
        replaces: { amount: known.amount, received_at: checkPaidAt(known) },
      }
    : undefined;
  const money = (fact: CheckPayment) => `${formatCurrency(fact.amount)} deposited ${fact.deposited_on}`;
  return {
    kind: 'check_corrected',
    summary: `Check #${known.number} corrected from ${money(known)} to ${money(next)}: ${action.reason}`,
    correctedChecks: { [key]: next },
    changes: changedValues(known, next),
    ...(payment && { payment }),
    always: true,
  };
}
