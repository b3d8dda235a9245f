import type { PayoutRecordRef } from '@hope/domain/books';
import type Stripe from 'stripe';
import { invoiceOfPayment } from '../stripe/invoice-of-payment';
import { idOf } from '../webhook/charges';
import { targetFromMetadata } from '../webhook/target';

type Intent = string | Stripe.PaymentIntent | null | undefined;

/** The PaymentIntent behind a line's source: a charge's, a refund's or a dispute's (each names its charge's). */
function intentOf(source: Stripe.BalanceTransaction['source']): Intent {
  if (!source || typeof source === 'string') return null;
  if (source.object === 'charge' || source.object === 'refund' || source.object === 'dispute') {
    return source.payment_intent;
  }
  return null;
}

/**
 * Finds the record each line's money belongs to, only by the metadata the app wrote: a one-time gift's
 * PaymentIntent names its record; a monthly installment's names none (as at Stripe), so its invoice is
 * looked up, whose subscription metadata does. One look-up per PaymentIntent however many lines share it
 * (a charge and its refund). Null for money no record of ours names (a sale made outside the app).
 */
export function lineOwners(): (txn: Stripe.BalanceTransaction) => Promise<PayoutRecordRef | null> {
  const invoiceLookups = new Map<string, Promise<PayoutRecordRef | null>>();
  return async (txn) => {
    const intent = intentOf(txn.source);
    if (intent && typeof intent === 'object') {
      const direct = targetFromMetadata(intent.metadata);
      if (direct) return direct;
    }
    const intentId = idOf(intent);
    if (!intentId) return null;
    let lookup = invoiceLookups.get(intentId);
    if (!lookup) {
      lookup = ownerOfInstallment(intentId);
      invoiceLookups.set(intentId, lookup);
    }
    return lookup;
  };
}

async function ownerOfInstallment(paymentIntentId: string): Promise<PayoutRecordRef | null> {
  const invoice = await invoiceOfPayment(paymentIntentId);
  if (!invoice) return null;
  return targetFromMetadata(invoice.parent?.subscription_details?.metadata);
}
