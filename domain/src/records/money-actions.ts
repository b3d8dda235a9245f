import { formatCents, formatCurrency, toCents } from '../money';
import { schoolDateKey } from '../time';
import { checkCorrectionTransition, correctionRefusal } from './check-corrections';
import {
  checkKey,
  heldFactMessage,
  inPersonFact,
  sameInPersonMoney,
  type InPersonMethod,
} from './in-person-payments';
import {
  refundReasonLabels,
  type MoneyAction,
  type MoneyActionName,
  type Refusal,
} from './money-action-schema';
import { isVoided } from './status';
import type { StoredRecord } from './record-schemas';
import type { Transition } from './settle';

/*
 * The office's money actions: refund a card payment, cancel a monthly plan, record a check received, correct a
 * recorded check, void and restore. The browser and the callable function parse the same request schema
 * (money-action-schema.ts); the function checks the record allows the action, asks Stripe where Stripe is
 * involved, and the webhook then records what Stripe did.
 */

/** A charge's amount that can still be refunded, in cents (disputed charges are settled by the dispute). */
export function refundableCents(record: StoredRecord, chargeId: string): number {
  const charge = record.stripe_charges?.[chargeId];
  if (!charge) return 0;
  const disputed = Object.values(record.stripe_disputes ?? {}).some((d) => d.charge === chargeId);
  return disputed ? 0 : Math.max(0, charge.amount - charge.refunded);
}

export function isCheckRecord(record: StoredRecord): boolean {
  return 'pay_by_check' in record ? record.pay_by_check : record.donation_type === 'check';
}

export function hasOpenPlan(record: StoredRecord): boolean {
  return Boolean(
    record.stripe_subscription_id &&
    (record.months ?? 0) > 1 &&
    !record.subscription_ended_at &&
    record.checkout_status === 'complete',
  );
}

/**
 * Why money received in person cannot go on this record, or null. A card gift is paid at Stripe: a check or
 * cash for the same family is a gift of its own, entered as a new record.
 */
export function inPersonRefusal(record: StoredRecord, method: InPersonMethod): string | null {
  if (isVoided(record)) return 'This record is voided. Restore it first.';
  if (isCheckRecord(record)) return null;
  return method === 'check'
    ? 'Only a check pledge or check donation can record a check.'
    : 'Only a check pledge or check donation can take cash: enter the gift as a new record.';
}

/**
 * Voiding a record whose monthly plan Stripe still runs also cancels the plan now: a record that no longer
 * counts must not go on charging a card every month.
 */
export function voidEndsPlan(record: StoredRecord): boolean {
  return hasOpenPlan(record) && record.cancel_requested?.when !== 'now';
}

/**
 * Money can still move on a voided record (a plan voided before voids ended it, a payment already in flight):
 * stopping the plan or giving the money back must not wait for a restore. Nothing else applies to it.
 */
const ALLOWED_WHEN_VOIDED = new Set<MoneyActionName>(['refund', 'cancel_plan']);

/**
 * Why the action does not apply to this record now, in the office's words; null when it does. A check's deposit
 * date is a school-time date, so "in the future" is judged in the school's zone.
 */
export function actionRefusal(
  timeZone: string,
  record: StoredRecord,
  action: MoneyAction,
  today = new Date(),
): Refusal | null {
  const refuse = (message: string, field?: Refusal['field']): Refusal => ({
    message,
    ...(field && { field }),
  });
  if (action.action === 'restore') return isVoided(record) ? null : refuse('This record is not voided.');
  if (isVoided(record) && !ALLOWED_WHEN_VOIDED.has(action.action))
    return refuse('This record is voided. Restore it first.');
  switch (action.action) {
    case 'refund': {
      const left = refundableCents(record, action.chargeId);
      if (left === 0) return refuse('This payment has nothing left to refund.');
      if (toCents(action.amount) > left)
        return refuse(`You can refund at most ${formatCents(left)} of this payment.`, 'amount');
      return null;
    }
    case 'cancel_plan':
      if (!hasOpenPlan(record)) return refuse('This record has no monthly plan running.');
      if (record.cancel_requested?.when === 'now') return refuse('A cancellation was already requested.');
      return null;
    case 'record_check': {
      if (!isCheckRecord(record)) return refuse(inPersonRefusal(record, 'check')!);
      if (action.depositedOn > schoolDateKey(timeZone, today))
        return refuse('The deposit date cannot be in the future.', 'depositedOn');
      // The same check with the same money again is a replay, answered without a write; other money is refused.
      const held = record.checks?.[checkKey(action.checkNumber)];
      if (held && !sameInPersonMoney(held, { amount: action.amount, deposited_on: action.depositedOn }))
        return refuse(heldFactMessage(record, held), 'checkNumber');
      return null;
    }
    case 'correct_check':
      return correctionRefusal(record, action, schoolDateKey(timeZone, today));
    case 'void':
      return null;
  }
}

/**
 * The history entry and changes of an office money action, once Stripe (if involved) has accepted it.
 * `current` is the record as it is now; a void of a record whose plan runs also records the plan's end.
 */
export function moneyActionTransition(
  action: MoneyAction,
  by: string,
  now: Date,
  current?: StoredRecord,
): Transition {
  const at = now.toISOString();
  const money = formatCurrency;
  const withNote = (text: string, extra?: string) => (extra ? `${text}: ${extra}` : text);
  switch (action.action) {
    case 'refund':
      return {
        kind: 'refund_requested',
        summary: withNote(
          `Refund of ${money(action.amount)} requested (${refundReasonLabels[action.reason]})`,
          action.note,
        ),
        always: true,
      };
    case 'cancel_plan':
      return {
        kind: 'plan_cancel_requested',
        summary: withNote(
          action.when === 'now'
            ? 'Monthly plan cancelled now'
            : 'Monthly plan set to end after the current payment',
          action.note,
        ),
        set: { cancel_requested: { at, by, when: action.when } },
        always: true,
      };
    case 'record_check': {
      // A replay of a check the record holds with the same money writes nothing (actionRefusal refused others).
      if (current?.checks?.[checkKey(action.checkNumber)]) {
        return { kind: 'check_recorded', summary: 'The same check again: nothing to record' };
      }
      const check = {
        method: 'check' as const,
        reference: action.checkNumber,
        amount: action.amount,
        depositedOn: action.depositedOn,
      };
      return {
        kind: 'check_recorded',
        summary: `Check #${action.checkNumber} of ${money(action.amount)} recorded`,
        checks: { [checkKey(action.checkNumber)]: inPersonFact(check, by, at) },
        always: true,
      };
    }
    case 'correct_check':
      if (!current) throw new Error('A correction is decided on the record as it is now.');
      return checkCorrectionTransition(action, current);
    case 'void': {
      const endsPlan = current !== undefined && voidEndsPlan(current);
      return {
        kind: 'voided',
        summary: `Voided: ${action.reason}${endsPlan ? ' (the monthly plan was cancelled at Stripe)' : ''}`,
        set: {
          voided: { at, by, reason: action.reason },
          ...(endsPlan ? { cancel_requested: { at, by, when: 'now' } } : {}),
        },
        always: true,
      };
    }
    case 'restore':
      return {
        kind: 'restored',
        summary: withNote('Restored', action.note),
        set: { voided: null },
        always: true,
      };
  }
}
