import { checkPaidAt } from './derive';
import { centsToDollars } from '../money';
import { inPersonPaymentKey } from './in-person-payments';
import type { StoredRecord } from './record-schemas';
import { refundableCents } from './money-actions';

/**
 * One payment of a record as the details view lists it: a Stripe charge (from a card or a bank account), a check
 * or cash, with what happened to it.
 */
export interface PaymentLine {
  key: string;
  method: 'card' | 'bank' | 'check' | 'cash';
  /** Stripe's charge id (what a refund names), the check number, or a cash deposit's reference. */
  reference: string;
  received_at: string;
  /** Dollars charged or deposited. */
  amount: number;
  refunded: number;
  /** What can still be refunded (card payments not in dispute). */
  refundable: number;
  /** 'open', 'won' or 'lost' when the payment was disputed. */
  dispute: string | null;
}

/** The record's payments, oldest first. */
export function paymentLines(record: StoredRecord): PaymentLine[] {
  const disputes = Object.values(record.stripe_disputes ?? {});
  const cards = Object.entries(record.stripe_charges ?? {}).map(([id, charge]) => {
    const dispute = disputes.find((candidate) => candidate.charge === id);
    return {
      key: id,
      method: charge.method === 'us_bank_account' ? ('bank' as const) : ('card' as const),
      reference: id,
      received_at: charge.paid_at,
      amount: centsToDollars(charge.amount),
      refunded: centsToDollars(charge.refunded),
      refundable: centsToDollars(refundableCents(record, id)),
      dispute: dispute ? (['won', 'lost'].includes(dispute.status) ? dispute.status : 'open') : null,
    };
  });
  const checks = Object.entries(record.checks ?? {}).map(([key, check]) => ({
    key: inPersonPaymentKey(key, check),
    method: check.method ?? ('check' as const),
    reference: check.number,
    received_at: checkPaidAt(check),
    amount: check.amount,
    refunded: 0,
    refundable: 0,
    dispute: null,
  }));
  return [...cards, ...checks].sort((a, b) => a.received_at.localeCompare(b.received_at));
}

/** What a plan has paid so far against its pledge: for the cancel dialog's consequence. */
export function planProgress(record: StoredRecord): { paid: number; of: number; paidGifts: number } {
  const of = record.months ?? 1;
  const paid = Object.keys(record.stripe_charges ?? {}).length;
  const perPayment = record.pledge_amt != null ? Math.round((record.pledge_amt * 100) / of) : 0;
  return {
    paid,
    of,
    paidGifts: centsToDollars(Math.min(perPayment * paid, Math.round((record.pledge_amt ?? 0) * 100))),
  };
}

/** "1 of 10 payments", "0 of 1 payment": the noun follows the plan. */
export function paymentsCountText({ paid, of }: { paid: number; of: number }): string {
  return `${paid} of ${of} ${of === 1 ? 'payment' : 'payments'}`;
}

/** "1 of 10 payments was made", "3 of 3 payments were made": the noun follows the plan, the verb the count. */
export function paymentsMadeText(progress: { paid: number; of: number }): string {
  return `${paymentsCountText(progress)} ${progress.paid === 1 ? 'was' : 'were'} made`;
}

/**
 * A plan's progress beside its status ("1 of 10 payments"): a plan reads Completed from its first payment on
 * (the spec's status), which alone would hide the nine to come. Null for a single payment.
 */
export function planProgressText(record: StoredRecord): string | null {
  return (record.months ?? 1) > 1 ? paymentsCountText(planProgress(record)) : null;
}

/**
 * One ledger for a pledge however it is paid (card in full or by installments, checks): what was pledged, what
 * was received of it (gifts, not the card fees a payer covered; refunds and lost disputes taken back), and what
 * remains.
 */
export function pledgeLedger(record: StoredRecord): { pledged: number; received: number; remaining: number } {
  const months = record.months ?? 1;
  const giftPerPayment = record.pledge_amt != null ? Math.round((record.pledge_amt * 100) / months) : null;
  const lost = new Map<string, number>();
  for (const dispute of Object.values(record.stripe_disputes ?? {}))
    if (dispute.status === 'lost') lost.set(dispute.charge, (lost.get(dispute.charge) ?? 0) + dispute.amount);
  let receivedCents = 0;
  for (const [id, charge] of Object.entries(record.stripe_charges ?? {})) {
    if (charge.amount === 0) continue;
    const gift =
      record.fee_covered && giftPerPayment !== null ? Math.min(giftPerPayment, charge.amount) : charge.amount;
    const back = Math.min(charge.amount, charge.refunded + (lost.get(id) ?? 0));
    receivedCents += gift - Math.round((back * gift) / charge.amount);
  }
  for (const check of Object.values(record.checks ?? {})) receivedCents += Math.round(check.amount * 100);
  const amount = 'partnership_amount' in record ? record.partnership_amount : record.donation_amount;
  const pledgedCents = Math.round((record.total_pledged_amt ?? record.pledge_amt ?? amount) * 100);
  return {
    pledged: centsToDollars(pledgedCents),
    received: centsToDollars(receivedCents),
    remaining: centsToDollars(Math.max(0, pledgedCents - receivedCents)),
  };
}

/**
 * What Stripe kept in fees from the record's payments, in dollars (a card's or a bank debit's, as each charge's
 * balance transaction says); null when no Stripe payment's fee is known yet (a check, a debit still processing).
 */
export function stripeFeeDollars(record: StoredRecord): number | null {
  let cents = 0;
  let known = false;
  for (const charge of Object.values(record.stripe_charges ?? {})) {
    if (charge.fee === null || charge.fee === undefined) continue;
    cents += charge.fee;
    known = true;
  }
  return known ? centsToDollars(cents) : null;
}
