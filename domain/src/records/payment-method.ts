import { paymentLines, type PaymentLine } from './payments-view';
import type { StoredRecord } from './record-schemas';

/*
 * How a record is paid, shown beside its status: the spec's Type (One Time, Monthly, Check) says what kind of
 * gift it is, not how the money came (a gift deposited in cash is a one-time gift paid in cash).
 */

export type PaymentMethod = PaymentLine['method'];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Card',
  bank: 'Bank',
  check: 'Check',
  cash: 'Cash',
};

/** The way a record was pledged, before any money came: null when the office entered it without saying. */
function pledgedMethod(record: StoredRecord): PaymentMethod | null {
  const byCheck = 'company_name' in record ? record.pay_by_check : record.donation_type === 'check';
  if (byCheck) return 'check';
  const card =
    record.checkout_status !== undefined ||
    record.stripe_session_id ||
    record.payment_intent_id ||
    record.stripe_subscription_id ||
    record.donation_type === 'monthly';
  if (!card) return null;
  return record.checkout_method === 'us_bank_account' ? 'bank' : 'card';
}

/** The methods of the payments received, in the order they came; before any, the way it was pledged. */
export function paymentMethods(record: StoredRecord): PaymentMethod[] {
  const received = [...new Set(paymentLines(record).map((line) => line.method))];
  if (received.length > 0) return received;
  const pledged = pledgedMethod(record);
  return pledged ? [pledged] : [];
}

/** 'Card', 'Check', 'Cash', 'Card, Check'; empty when the office did not say. */
export function paymentMethodLabel(record: StoredRecord): string {
  return paymentMethods(record)
    .map((method) => paymentMethodLabels[method])
    .join(', ');
}
