import { hasPaymentFacts } from '../records';
import type { EventPayment, RecordEvent } from '../records';
import { isCheckRecord } from '../records';
import type { StoredRecord } from '../records';
import { isVoided } from '../records';
import { isAdminPlaceholderEmail } from '../settings';
import type { SchoolSettings } from '../settings';
import { isPartner } from './goods-services';
import {
  OFFICE_COMPLETION_KEY,
  paymentFailedMailId,
  pledgeMailId,
  receiptMailId,
  type MailKind,
  type MailMessage,
} from './mail';
import { paymentReceipt } from './payment-receipt';
import { pledgeInvoice } from './pledge-invoice';
import type { ReceiptContent } from './receipt-content';
import { money } from './receipt-org';
import { returnedDebitNote, returnedDebitSummary } from './returned-debit';
import { formatSchoolDay } from '../time';

/*
 * Which message a history entry calls for. Its id is derived from what it acknowledges (the payment's key, the
 * pledge), so however often an entry is reported or a trigger retried, one message exists.
 *  - payment_received (a Stripe charge, a recorded check): the receipt of that payment;
 *  - check_corrected, when the amount changed: the corrected receipt, keyed by the check and its revision;
 *  - pledged (a check pledge from the public page): the pledge confirmation with its invoice;
 *  - edited, when the office typed a Payment Completed At on a check record that has no recorded payment: the
 *    acknowledgment of the check, for the record's amount (key 'completed');
 *  - checkout_failed, when it failed the checkout (the bank returned the debit): the note to the payer, one per
 *    record (a record's checkout is paid once), with the bank's reason the record holds;
 *  - payment_failed, when it names the plan's failed invoice: the note of that returned debit, one per invoice
 *    (a monthly plan's first invoice included: its checkout's failure then sends none).
 */

export type MailPlan =
  | { kind: 'receipt'; mailId: string; payment: EventPayment | null }
  | { kind: 'pledge'; mailId: string }
  /** invoiceId: the monthly plan's invoice whose debit was returned; null: the checkout's own payment. */
  | { kind: 'payment_failed'; mailId: string; invoiceId: string | null };

export function mailPlanFor(entry: RecordEvent): MailPlan | null {
  const { collection, record_id: id } = entry;
  if ((entry.kind === 'payment_received' || entry.kind === 'check_corrected') && entry.payment) {
    return {
      kind: 'receipt',
      mailId: receiptMailId(collection, id, entry.payment.key),
      payment: entry.payment,
    };
  }
  if (entry.kind === 'pledged') return { kind: 'pledge', mailId: pledgeMailId(collection, id) };
  if (entry.kind === 'checkout_failed' && entry.changes.checkout_status?.after === 'failed') {
    return { kind: 'payment_failed', mailId: paymentFailedMailId(collection, id), invoiceId: null };
  }
  const invoiceId = entry.changes.failed_invoice_id?.after;
  if (entry.kind === 'payment_failed' && typeof invoiceId === 'string') {
    return { kind: 'payment_failed', mailId: paymentFailedMailId(collection, id, invoiceId), invoiceId };
  }
  const completed = entry.changes.payment_completed_at;
  if (
    entry.kind === 'edited' &&
    completed &&
    completed.before == null &&
    typeof completed.after === 'string'
  ) {
    return { kind: 'receipt', mailId: receiptMailId(collection, id, OFFICE_COMPLETION_KEY), payment: null };
  }
  return null;
}

/** The check the office marked received by its completion date: the record's amount, on that date. */
export function officeCompletionPayment(record: StoredRecord): EventPayment | null {
  if (!isCheckRecord(record) || hasPaymentFacts(record) || !record.payment_completed_at) return null;
  const amount = isPartner(record) ? record.partnership_amount : record.donation_amount;
  if (!(amount > 0)) return null;
  return {
    key: OFFICE_COMPLETION_KEY,
    method: 'check',
    amount,
    gift: amount,
    received_at: record.payment_completed_at,
    installment: null,
    of: null,
  };
}

/** Where a record's mail goes, or why it gets none (shown in its details). */
export function mailRecipient(record: Pick<StoredRecord, 'email'>): { email: string } | { reason: string } {
  const email = record.email?.trim() ?? '';
  if (!email) return { reason: 'This record has no email address, so no receipt is sent.' };
  if (isAdminPlaceholderEmail(email)) {
    return { reason: 'This record has the placeholder email of an office entry, so no receipt is sent.' };
  }
  if (!email.includes('@'))
    return { reason: 'This record has no valid email address, so no receipt is sent.' };
  return { email };
}

/** A receipt or invoice drawn from its content (with its PDF), or a note that is a plain message. */
export type PlannedMail =
  | { kind: Exclude<MailKind, 'payment_failed'>; content: ReceiptContent; summary: string }
  | { kind: 'payment_failed'; message: MailMessage; summary: string };

/** The office's line for the receipt of a payment: 'Receipt for $100.00 received 2026-11-03'. */
export function receiptSummary(
  timeZone: string,
  payment: Pick<EventPayment, 'amount' | 'received_at'>,
): string {
  return `Receipt for ${money(payment.amount)} received ${formatSchoolDay(timeZone, payment.received_at)}`;
}

/** Why a planned message is not sent; `owed` when it is a payment's receipt waiting for an email address. */
export type SkippedMail = { skip: string; owed?: { summary: string } };

/**
 * The content of a planned message for a record as it is now, or the reason none is sent: a voided record, a
 * record without an email (a receipt then stays owed), an office completion on a record that is not an unpaid
 * check record.
 */
export function plannedMail(
  plan: MailPlan,
  record: StoredRecord,
  settings: SchoolSettings,
  issuedAt: Date,
  manageUrl: string | null = null,
  /** The public site's origin, for the links of a note. */
  siteOrigin: string | null = null,
): PlannedMail | SkippedMail {
  // A payment recorded while the record was voided (one already in flight) is money the payer gave: it is
  // acknowledged. Anything else about a voided record is not.
  const paidAfterVoid =
    plan.kind === 'receipt' && plan.payment && record.voided?.payments_after?.includes(plan.payment.key);
  if (isVoided(record) && !paidAfterVoid) return { skip: 'The record is voided.' };
  const to = mailRecipient(record);
  if (plan.kind === 'payment_failed') {
    if ('reason' in to) return { skip: to.reason };
    // A card is declined on Stripe's page while the payer is there; only a bank debit fails days later.
    if (record.checkout_method !== 'us_bank_account')
      return { skip: 'Only a returned bank payment gets a note.' };
    if (plan.invoiceId === null && record.months)
      return { skip: "A monthly plan's returned bank payment gets its note from its invoice." };
    if (!siteOrigin) return { skip: 'The site address is not known.' };
    return {
      kind: 'payment_failed',
      message: returnedDebitNote({
        record,
        reason: record.payment_failure_reason ?? null,
        settings,
        siteOrigin,
      }),
      summary: returnedDebitSummary(record),
    };
  }
  if (plan.kind === 'pledge') {
    if ('reason' in to) return { skip: to.reason };
    if (!isPartner(record)) return { skip: 'Only a sponsorship pledge gets an invoice.' };
    return {
      kind: 'pledge',
      content: pledgeInvoice({ record, settings, mailId: plan.mailId, issuedAt }),
      summary: `Pledge confirmation and invoice for ${money(record.partnership_amount)}`,
    };
  }
  const payment = plan.payment ?? officeCompletionPayment(record);
  if (!payment) return { skip: 'No payment to acknowledge.' };
  if (record.receipts_not_needed?.[payment.key])
    return { skip: 'The office marked this receipt not needed.' };
  if ('reason' in to)
    return { skip: to.reason, owed: { summary: receiptSummary(settings.time_zone, payment) } };
  return {
    kind: 'receipt',
    content: paymentReceipt({ record, payment, settings, mailId: plan.mailId, issuedAt, manageUrl }),
    summary: receiptSummary(settings.time_zone, payment),
  };
}
