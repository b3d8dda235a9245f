import type Stripe from 'stripe';
import { applyOnce, type Outcome } from '../apply-once';
import { chargeMap, chargesOfInvoice, idOf, isoFromUnix } from '../charges';
import { targetFromMetadata } from '../target';
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
  return applyOnce(event, target, (current) => ({
    fields: {
      checkout_status: 'complete',
      total_pledged_amt: current.pledge_amt ?? null,
      stripe_customer_id: idOf(invoice.customer) ?? current.stripe_customer_id ?? null,
      ...(subscriptionId ? { stripe_subscription_id: subscriptionId } : {}),
    },
    charges,
  }));
}

export async function invoicePaymentFailed(
  event: Stripe.Event,
  invoice: Stripe.Invoice,
): Promise<Outcome | null> {
  const target = targetOfInvoice(invoice);
  if (!target) return null;
  const failedAt = isoFromUnix(event.created);
  return applyOnce(event, target, (current) =>
    current.payment_failed_at && current.payment_failed_at >= failedAt
      ? {}
      : { fields: { payment_failed_at: failedAt } },
  );
}
