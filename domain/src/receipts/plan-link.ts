import type { EventPayment } from '../records';
import { hasOpenPlan } from '../records';
import type { StoredRecord } from '../records';
import type { ReceiptLink } from './receipt-content';
import type { ReceiptWords } from './words';

/**
 * The "Manage my monthly gift" line of a card installment's receipt while payments remain: a receipt is where
 * a donor looks for it when a card expires or plans change. The last payment's receipt has none (nothing is
 * left to update or cancel), nor has a plan that already ended. The signed address is made by the functions.
 */
export function managePlanLink(
  record: StoredRecord,
  payment: EventPayment,
  url: string | null | undefined,
  words: ReceiptWords,
): ReceiptLink | null {
  if (!url || payment.method !== 'card' || !record.stripe_customer_id || !hasOpenPlan(record)) return null;
  const remaining = payment.of != null && payment.installment != null && payment.installment < payment.of;
  return remaining ? { sentence: words.receipt.manageSentence, label: words.receipt.manageLabel, url } : null;
}
