import { formatCents } from '../money';
import type { StripeCharge, StripeDispute, StripeRefund } from './payment-tracking';
import type { StoredRecord } from './record-schemas';
import type { Transition } from './settle';

/*
 * What each Stripe fact does to a record. The functions read Stripe (signed events, then the objects
 * themselves) and hand the facts here; these decide, and settle() derives the money fields. An older event
 * never undoes a newer state: completions win over expiry and failure, and facts merge forward (derive.ts).
 */

type Charges = Record<string, StripeCharge>;

export interface CheckoutFacts {
  sessionId: string;
  customerId: string | null;
  paymentIntentId: string | null;
  subscriptionId: string | null;
  /** False while an asynchronous payment (a bank debit) is still processing. */
  paid: boolean;
  charges: Charges;
}

const isComplete = (record: StoredRecord) =>
  record.checkout_status === 'complete' || record.payment_completed_at !== null;
/** Completed at Stripe, paid or with a bank debit still clearing: a late expiry no longer applies. */
const isCheckedOut = (record: StoredRecord) => isComplete(record) || record.checkout_status === 'processing';

/**
 * The public page's checkout was given its Stripe page. The webhook may already have completed the record (a
 * fast payer): only a still-pending record becomes 'open'.
 */
export function checkoutOpened(current: StoredRecord, sessionId: string): Transition {
  return {
    kind: 'checkout_opened',
    summary: 'Checkout page opened at Stripe',
    set: {
      stripe_session_id: sessionId,
      ...(current.checkout_status === 'pending' ? { checkout_status: 'open' } : {}),
    },
  };
}

/** checkout.session.completed and checkout.session.async_payment_succeeded. */
export function checkoutCompleted(current: StoredRecord, facts: CheckoutFacts): Transition {
  return {
    kind: 'checkout_completed',
    summary: facts.paid
      ? 'Checkout completed: the payment was accepted'
      : 'Checkout completed, payment processing',
    set: {
      stripe_session_id: facts.sessionId,
      stripe_customer_id: facts.customerId ?? current.stripe_customer_id ?? null,
      ...(facts.paymentIntentId ? { payment_intent_id: facts.paymentIntentId } : {}),
      ...(facts.subscriptionId ? { stripe_subscription_id: facts.subscriptionId } : {}),
      // A pledge counts from the moment the payer's card is accepted, or their bank debit authorised.
      ...(facts.paid
        ? { checkout_status: 'complete', cancel_date: null }
        : isComplete(current)
          ? {}
          : { checkout_status: 'processing', cancel_date: null }),
    },
    charges: facts.charges,
  };
}

const FAILED = 'The payment failed';
const FAILED_BECAUSE = `${FAILED}: `;

/** The history's line of a failed checkout payment, with the bank's reason when Stripe gives one. */
const failedPaymentSummary = (reason: string | null): string =>
  reason ? `${FAILED_BECAUSE}${reason}` : FAILED;

/**
 * checkout.session.async_payment_failed: the bank debit did not go through. The bank's reason, when Stripe gives
 * one, is kept in the history so the office can tell the payer why.
 */
export function checkoutFailed(current: StoredRecord, at: string, reason: string | null = null): Transition {
  if (isComplete(current)) return { kind: 'checkout_failed', summary: 'A late payment failure was ignored' };
  // The office voided it before the bank answered: nothing was taken, and the payer is not asked to pay again.
  if (current.voided)
    return { kind: 'checkout_failed', summary: 'A payment failure after the record was voided was ignored' };
  const because = reason?.trim().slice(0, 200) || null;
  return {
    kind: 'checkout_failed',
    summary: failedPaymentSummary(because),
    set: {
      checkout_status: 'failed',
      payment_failed_at: at,
      payment_failure_reason: because,
      total_pledged_amt: null,
      cancel_date: at,
    },
  };
}

/** checkout.session.expired: the payer left the checkout page; the record shows as cancelled. */
export function checkoutExpired(current: StoredRecord, at: string): Transition {
  if (isCheckedOut(current)) return { kind: 'checkout_expired', summary: 'A late expiry was ignored' };
  return {
    kind: 'checkout_expired',
    summary: 'The checkout page expired unpaid',
    set: { checkout_status: 'expired', cancel_date: at },
  };
}

/** invoice.paid: each monthly payment adds its charge; the first makes the pledge real. */
export function monthlyPaymentPaid(
  current: StoredRecord,
  facts: { customerId: string | null; subscriptionId: string | null; charges: Charges },
): Transition {
  return {
    kind: 'monthly_payment',
    summary: 'A monthly payment was received',
    set: {
      checkout_status: 'complete',
      stripe_customer_id: facts.customerId ?? current.stripe_customer_id ?? null,
      ...(facts.subscriptionId ? { stripe_subscription_id: facts.subscriptionId } : {}),
    },
    charges: facts.charges,
  };
}

/** Which invoice's payment failed, and the bank's reason when a bank debit was returned (Stripe's words). */
export type InvoiceFailure = { invoiceId: string; reason: string | null };

/**
 * invoice.payment_failed: remembered (the newest failure), the plan goes on until Stripe ends it. The failed
 * invoice and the bank's reason are kept, so a returned bank debit's note names why, once per invoice.
 */
export function monthlyPaymentFailed(
  current: StoredRecord,
  at: string,
  failure: InvoiceFailure | null = null,
): Transition {
  const known = current.payment_failed_at;
  if (known && known >= at) return { kind: 'payment_failed', summary: 'A monthly payment failed', set: {} };
  const because = failure?.reason?.trim().slice(0, 200) || null;
  return {
    kind: 'payment_failed',
    summary: because ? `A monthly payment failed: ${because}` : 'A monthly payment failed',
    set: {
      payment_failed_at: at,
      ...(failure ? { failed_invoice_id: failure.invoiceId, payment_failure_reason: because } : {}),
    },
  };
}

/** customer.subscription.deleted: the plan ended; it is cancelled if payments are missing (derive.ts). */
export function planEnded(current: StoredRecord, endedAt: string): Transition {
  const planned = current.months ?? 1;
  const paid = Object.keys(current.stripe_charges ?? {}).length;
  return {
    kind: 'plan_ended',
    summary:
      paid >= planned
        ? `The monthly plan finished after ${paid} of ${planned} payments`
        : `The monthly plan was cancelled after ${paid} of ${planned} payments`,
    set: { subscription_ended_at: endedAt },
  };
}

/** charge.updated / charge.refunded: the charge as Stripe shows it now (fee known, refunds). */
export function chargeRead(charges: Charges): Transition {
  return { kind: 'charge_updated', summary: 'Stripe updated a payment', charges };
}

/** refund.created / charge.refund.updated / refund.failed, with the charge as it is now. */
export function refundRead(refunds: Record<string, StripeRefund>, charges: Charges): Transition {
  const [refund] = Object.values(refunds);
  const amount = refund ? formatCents(refund.amount) : '';
  const status =
    refund?.status === 'failed' || refund?.status === 'canceled'
      ? `failed: ${amount} went back to the record`
      : refund?.status === 'succeeded'
        ? `of ${amount} succeeded`
        : `of ${amount} is ${refund?.status ?? 'unknown'}`;
  return { kind: 'refund_updated', summary: `Refund ${status}`, refunds, charges };
}

/** charge.dispute.*: the dispute as Stripe shows it now, with what it took or gave back. */
export function disputeRead(disputes: Record<string, StripeDispute>): Transition {
  const [dispute] = Object.values(disputes);
  const words: Record<string, string> = {
    won: 'was won: the money came back',
    lost: 'was lost: the money went back to the card holder',
  };
  // Stripe's other statuses (needs_response, under_review, warning_needs_response...) in the office's words.
  const status = dispute?.status;
  const open = status ? `is open (${status.replace(/_/g, ' ')})` : 'is open';
  return {
    kind: 'dispute_updated',
    summary: `A dispute (${(dispute?.reason ?? 'unknown reason').replace(/_/g, ' ')}) ${(status && words[status]) || open}`,
    disputes,
  };
}
