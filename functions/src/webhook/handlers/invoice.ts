import { monthlyPaymentFailed, monthlyPaymentPaid } from '@hope/domain/records';
import type Stripe from 'stripe';
import { applyOnce, type Outcome } from '../apply-once';
import { chargeMap, chargesOfInvoice, failedChargeOfInvoice, idOf, isoFromUnix } from '../../stripe/charges';
import { targetFromMetadata } from '../../stripe/record-target';
import { scheduleEnd } from './checkout-session';

function targetOfInvoice(invoice: Stripe.Invoice) {
  return targetFromMetadata(invoice.parent?.subscription_details?.metadata);
}

/** Each monthly payment adds its own charge (and so its net); the first one makes the pledge real. */
export async function invoicePaid(event: Stripe.Event, invoice: Stripe.Invoice): Promise<Outcome | null> {
  const target = targetOfInvoice(invoice);
  if (!target) return null;
  const charges = await chargeMap(await chargesOfInvoice(invoice.id));
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  const months = Number(invoice.parent?.subscription_details?.metadata?.months ?? 0);
  // Also here, so the plan ends on time even if checkout.session.completed never arrives.
  if (subscriptionId && months > 0) await scheduleEnd(subscriptionId, months);
  return applyOnce(event, target, (current) =>
    monthlyPaymentPaid(current, { customerId: idOf(invoice.customer), subscriptionId, charges }),
  );
}

export async function invoicePaymentFailed(
  event: Stripe.Event,
  invoice: Stripe.Invoice,
): Promise<Outcome | null> {
  const target = targetOfInvoice(invoice);
  if (!target) return null;
  // A returned bank debit's reason, from its charge: the payer's note (one per invoice) says it.
  const charge = await failedChargeOfInvoice(invoice.id);
  const reason = charge?.failure_message ?? null;
  return applyOnce(event, target, (current) =>
    monthlyPaymentFailed(current, isoFromUnix(event.created), { invoiceId: invoice.id, reason }),
  );
}
