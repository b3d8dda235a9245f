import type { StoredRecord } from './record-schemas';
import { paymentLines, type PaymentLine } from './payments-view';
import type { Transition } from './settle';

/*
 * A voided record leaves every figure, list and export, so money that reaches it afterwards (a monthly payment
 * already in flight when the plan was cancelled) would go unseen. Such a payment is recorded and receipted as
 * any other, and the office is told: on the record's history, on its payments panel and on the dashboard.
 */

/**
 * The payments recorded on a record while it was voided that it still holds (not refunded in full), oldest
 * first: each asks the office to refund it or to restore the record.
 */
export function paymentsAfterVoid(record: StoredRecord): PaymentLine[] {
  const after = new Set(record.voided?.payments_after ?? []);
  return paymentLines(record).filter((line) => after.has(line.key) && line.refunded < line.amount);
}

/** Every voided record that received money after its void, the latest payment first. */
export function voidedRecordsPaid<R extends StoredRecord>(
  records: readonly R[],
): { record: R; payments: PaymentLine[] }[] {
  const latest = (payments: PaymentLine[]) => payments[payments.length - 1]!.received_at;
  return records
    .map((record) => ({ record, payments: paymentsAfterVoid(record) }))
    .filter((entry) => entry.payments.length > 0)
    .sort((a, b) => latest(b.payments).localeCompare(latest(a.payments)));
}

/**
 * A Stripe fact that brings a new payment to a voided record: the payment is recorded as any other, the
 * record's void keeps its charge id (so the receipt goes out and the office is told), and the history says so.
 */
export function withVoidNotice(current: StoredRecord, transition: Transition): Transition {
  const voided = current.voided;
  if (!voided) return transition;
  const known = current.stripe_charges ?? {};
  const arrived = Object.keys(transition.charges ?? {}).filter((id) => !(id in known));
  if (arrived.length === 0) return transition;
  return {
    ...transition,
    summary: `${transition.summary}, after this record was voided: refund it or restore the record`,
    set: {
      ...transition.set,
      voided: { ...voided, payments_after: [...(voided.payments_after ?? []), ...arrived] },
    },
  };
}
