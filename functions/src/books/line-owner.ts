import type { BalanceTransactionFacts, PayoutRecordRef } from '@hope/domain/books';
import type Stripe from 'stripe';
import { invoiceOfPayment } from '../stripe/invoice-of-payment';
import { idOf } from '../stripe/charges';
import { targetFromMetadata } from '../stripe/record-target';

/**
 * A payout line as its itemising job keeps it between steps: Stripe's figures, and what the listing itself
 * tells of its record: the record its PaymentIntent's metadata names (a one-time gift), else that
 * PaymentIntent's id, whose invoice is to be looked up (a monthly installment names no record itself).
 */
export type ListedLine = {
  facts: BalanceTransactionFacts;
  owner: PayoutRecordRef | null;
  intent: string | null;
};

type Intent = string | Stripe.PaymentIntent | null | undefined;

/** The PaymentIntent behind a line's source: a charge's, a refund's or a dispute's (each names its charge's). */
function intentOf(source: Stripe.BalanceTransaction['source']): Intent {
  if (!source || typeof source === 'string') return null;
  if (source.object === 'charge' || source.object === 'refund' || source.object === 'dispute') {
    return source.payment_intent;
  }
  return null;
}

/** A listed balance transaction (its source's PaymentIntent expanded) as the job keeps it. */
export function listedLine(txn: Stripe.BalanceTransaction): ListedLine {
  const intent = intentOf(txn.source);
  const owner = intent && typeof intent === 'object' ? targetFromMetadata(intent.metadata) : null;
  return {
    facts: {
      id: txn.id,
      type: txn.type,
      reporting_category: txn.reporting_category,
      amount: txn.amount,
      fee: txn.fee,
      net: txn.net,
      currency: txn.currency,
      created: txn.created,
      source: idOf(txn.source),
    },
    owner,
    intent: owner ? null : idOf(intent),
  };
}

/**
 * Finds the record each line's money belongs to, only by the metadata the app wrote: the owner the listing
 * found, else the subscription metadata of the invoice its PaymentIntent paid, looked up once per PaymentIntent
 * however many lines share it (a charge and its refund). Null for money no record of ours names (a sale made
 * outside the app).
 */
export function lineOwners(): (line: ListedLine) => Promise<PayoutRecordRef | null> {
  const invoiceLookups = new Map<string, Promise<PayoutRecordRef | null>>();
  return async ({ owner, intent }) => {
    if (owner || !intent) return owner;
    let lookup = invoiceLookups.get(intent);
    if (!lookup) {
      lookup = ownerOfInstallment(intent);
      invoiceLookups.set(intent, lookup);
    }
    return lookup;
  };
}

async function ownerOfInstallment(paymentIntentId: string): Promise<PayoutRecordRef | null> {
  const invoice = await invoiceOfPayment(paymentIntentId);
  if (!invoice) return null;
  return targetFromMetadata(invoice.parent?.subscription_details?.metadata);
}
