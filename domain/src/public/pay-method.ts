import { monthlyPayment, type FeeMethod } from '../money';
import type { SchoolSettings } from '../settings';
import { z } from '../zod';

/*
 * How a payer pays on Stripe's page, chosen on our form: a card (wallets such as Apple Pay are cards), or a US bank
 * account (ACH Direct Debit, 0.8% at most $5 instead of a card's 2.9% + 30 cents). The bank is offered for gifts
 * whose every payment is at least the school's threshold (a one-time gift, or each payment of a monthly gift),
 * and for every sponsorship, paid at once or in monthly installments. A bank debit takes a few business days to
 * clear, so the record is "Processing (bank)" until its first payment arrives.
 */

export const PAY_METHODS = ['card', 'bank'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** The fee table's name of each method (domain/src/money/fees.ts), also Stripe's payment method type. */
export const feeMethodOf: Readonly<Record<PayMethod, FeeMethod>> = { card: 'card', bank: 'us_bank_account' };

export const bankNotOffered = 'Paying by bank is not offered for this payment. Please choose Card.';

export const payMethodMessage = 'Please choose to pay by card or from a bank account';

export const payMethodField = z.enum(PAY_METHODS, { error: payMethodMessage }).default('card');

/** What is being paid, as far as the bank's offer depends on it. */
export type BankQuestion =
  /** amount: the gift's total, paid at once (months null) or in `months` equal monthly payments. */
  { kind: 'donation'; amount: number; months: number | null } | { kind: 'sponsorship' };

/**
 * Whether this payment may be made from a bank account (the school's threshold 0 offers it for none). A gift is
 * measured by what each debit takes (its monthly payment when monthly), a sponsorship is always large enough.
 */
export function bankOffered(
  settings: { giving: Pick<SchoolSettings['giving'], 'bankPaymentsFrom'> },
  payment: BankQuestion,
): boolean {
  const from = settings.giving.bankPaymentsFrom;
  if (from <= 0) return false;
  if (payment.kind === 'sponsorship') return true;
  const each = payment.months === null ? payment.amount : monthlyPayment(payment.amount, payment.months);
  return each >= from;
}
