import type { EventPayment } from '../records';
import { hasOpenPlan } from '../records';
import type { StoredRecord } from '../records';
import type { ReceiptLink } from './receipt-content';

export const MANAGE_PLAN_SENTENCE = 'Update your card or cancel your monthly gift:';
export const MANAGE_PLAN_LABEL = 'Manage my monthly gift';

/**
 * The "Manage my monthly gift" line of a card installment's receipt while payments remain: a receipt is where
 * a donor looks for it when a card expires or plans change. The last payment's receipt has none (nothing is
 * left to update or cancel), nor has a plan that already ended. The signed address is made by the functions.
 */
export function managePlanLink(
  record: StoredRecord,
  payment: EventPayment,
  url: string | null | undefined,
): ReceiptLink | null {
  if (!url || payment.method !== 'card' || !record.stripe_customer_id || !hasOpenPlan(record)) return null;
  const remaining = payment.of != null && payment.installment != null && payment.installment < payment.of;
  return remaining ? { sentence: MANAGE_PLAN_SENTENCE, label: MANAGE_PLAN_LABEL, url } : null;
}
