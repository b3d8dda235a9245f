import type { StripeCharge } from '@hope/domain/records';
import type Stripe from 'stripe';
import { stripe } from './client';

export const isoFromUnix = (seconds: number): string => new Date(seconds * 1000).toISOString();
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The fee and net come from the charge's balance transaction, which Stripe may create after the charge. */
export async function chargeFacts(charge: Stripe.Charge): Promise<StripeCharge> {
  const readAt = Date.now();
  let balance = typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
  if (typeof charge.balance_transaction === 'string') {
    balance = await stripe().balanceTransactions.retrieve(charge.balance_transaction);
  }
  return {
    amount: charge.amount,
    fee: balance?.fee ?? null,
    net: balance?.net ?? null,
    refunded: charge.amount_refunded,
    paid_at: isoFromUnix(charge.created),
    // A bank debit is named (its fee is the bank's); a card, the only method before, is left implied.
    ...(charge.payment_method_details?.type === 'us_bank_account'
      ? { method: 'us_bank_account' as const }
      : {}),
    // The read's time orders reads of the same charge: the newer one's refunded amount wins.
    read_at: readAt,
  };
}

/**
 * The charge as Stripe holds it now (an event's copy may be older than another event already applied), with
 * its fee and net.
 */
export async function currentCharge(chargeId: string): Promise<Stripe.Charge> {
  return stripe().charges.retrieve(chargeId, { expand: ['balance_transaction'] });
}

export async function chargeOfPaymentIntent(paymentIntentId: string): Promise<Stripe.Charge | null> {
  const intent = await stripe().paymentIntents.retrieve(paymentIntentId, {
    expand: ['latest_charge.balance_transaction'],
  });
  return typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
}

/** In this API version an invoice names its payments, not its charge: follow each paid payment's intent. */
export async function chargesOfInvoice(invoiceId: string): Promise<Stripe.Charge[]> {
  const payments = await stripe().invoicePayments.list({ invoice: invoiceId, limit: 10 });
  const intents = payments.data
    .filter((payment) => payment.status === 'paid')
    .map((payment) => idOf(payment.payment.payment_intent))
    .filter((id): id is string => id !== null);
  const charges = await Promise.all(intents.map(chargeOfPaymentIntent));
  return charges.filter((charge): charge is Stripe.Charge => charge?.status === 'succeeded');
}

/** The charge of an invoice's newest failed payment (a returned bank debit, a declined card), or null. */
export async function failedChargeOfInvoice(invoiceId: string): Promise<Stripe.Charge | null> {
  const payments = await stripe().invoicePayments.list({ invoice: invoiceId, limit: 10 });
  const intents = payments.data
    .filter((payment) => payment.status !== 'paid')
    .map((payment) => idOf(payment.payment.payment_intent))
    .filter((id): id is string => id !== null);
  const charges = await Promise.all(intents.map(chargeOfPaymentIntent));
  const failed = charges.filter((charge): charge is Stripe.Charge => charge?.status === 'failed');
  return failed.sort((a, b) => b.created - a.created)[0] ?? null;
}

export async function chargeMap(charges: Stripe.Charge[]): Promise<Record<string, StripeCharge>> {
  const entries = await Promise.all(
    charges.map(async (charge) => [charge.id, await chargeFacts(charge)] as const),
  );
  return Object.fromEntries(entries);
}
