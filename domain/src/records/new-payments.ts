import { centsToDollars, formatCurrency } from '../money';
import { checkPaidAt } from './derive';
import type { EventPayment } from './events';
import { inPersonPaymentKey } from './in-person-payments';
import type { StoredRecord } from './record-schemas';

/*
 * The payments a change brings to acknowledge: each charge or in-person payment that is new to the record gets
 * its own history entry (and so its receipt), once, whatever event reports it.
 */

/** Each charge or check the transition brings that the record did not have: a payment to acknowledge. */
export function newPayments(current: StoredRecord, next: StoredRecord): EventPayment[] {
  const months = next.months ?? null;
  const giftPerPaymentCents =
    next.pledge_amt != null ? Math.round((next.pledge_amt * 100) / (months ?? 1)) : null;
  const chargeOrder = Object.entries(next.stripe_charges ?? {}).sort(([, a], [, b]) =>
    a.paid_at.localeCompare(b.paid_at),
  );
  const payments: EventPayment[] = [];
  chargeOrder.forEach(([id, charge], index) => {
    if (current.stripe_charges?.[id]) return;
    const gift = next.fee_covered && giftPerPaymentCents !== null ? giftPerPaymentCents : charge.amount;
    payments.push({
      key: id,
      method: 'card',
      amount: centsToDollars(charge.amount),
      gift: centsToDollars(Math.min(gift, charge.amount)),
      received_at: charge.paid_at,
      installment: months ? index + 1 : null,
      of: months,
    });
  });
  for (const [key, check] of Object.entries(next.checks ?? {})) {
    if (current.checks?.[key]) continue;
    payments.push({
      key: inPersonPaymentKey(key, check),
      method: check.method ?? 'check',
      amount: check.amount,
      gift: check.amount,
      received_at: checkPaidAt(check),
      installment: null,
      of: null,
    });
  }
  return payments;
}

export function paymentSummary(payment: EventPayment): string {
  const amount = formatCurrency(payment.gift);
  if (payment.method === 'check') return `Check ${payment.key.replace(/^check_/, '#')} received: ${amount}`;
  if (payment.method === 'cash') return `Cash received: ${amount}`;
  return payment.installment
    ? `Payment ${payment.installment} of ${payment.of} received: ${amount}`
    : `Payment received: ${amount}`;
}
