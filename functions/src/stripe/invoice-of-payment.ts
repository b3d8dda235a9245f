import type Stripe from 'stripe';
import { stripe } from './client';

/**
 * The invoice a PaymentIntent paid, or null: a subscription's monthly payment carries no metadata of ours, its
 * invoice names the subscription (and, under parent.subscription_details, the subscription's metadata).
 */
export async function invoiceOfPayment(paymentIntentId: string): Promise<Stripe.Invoice | null> {
  const payments = await stripe().invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: paymentIntentId },
    limit: 1,
    expand: ['data.invoice'],
  });
  const invoice = payments.data[0]?.invoice;
  if (!invoice || typeof invoice === 'string' || invoice.deleted) return null;
  return invoice;
}
