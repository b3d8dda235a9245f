import {
  CHARGE_INDEX_COLLECTION,
  DONATIONS_COLLECTION,
  PARTNERS_COLLECTION,
  type RecordCollection,
  type RecordRef,
} from '@hope/domain/records';
import type Stripe from 'stripe';
import { firestore } from '../platform/firestore';
import { stripe } from './client';
import { invoiceOfPayment } from './invoice-of-payment';
import { idOf } from './charges';

const COLLECTIONS: readonly RecordCollection[] = [DONATIONS_COLLECTION, PARTNERS_COLLECTION];

/** Our sessions, intents and subscriptions carry {record_id, collection} in their metadata. */
export function targetFromMetadata(metadata: Stripe.Metadata | null | undefined): RecordRef | null {
  const collection = metadata?.collection as RecordCollection | undefined;
  const id = metadata?.record_id;
  if (!collection || !id || !COLLECTIONS.includes(collection) || id.includes('/')) return null;
  return { collection, id };
}

/** A monthly payment's intent has no metadata of ours: it belongs to an invoice of one of our subscriptions. */
async function targetOfInvoicePayment(paymentIntentId: string): Promise<RecordRef | null> {
  const invoice = await invoiceOfPayment(paymentIntentId);
  if (!invoice) return null;
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return null;
  return targetFromMetadata((await stripe().subscriptions.retrieve(subscriptionId)).metadata);
}

/**
 * The record a charge belongs to, only ever by the record id the app wrote into Stripe's metadata: the index
 * of charges already attributed that way, the charge's PaymentIntent (one-time payments), or the subscription
 * of the invoice it paid (monthly payments). A Stripe customer id is never enough: the office can type one on
 * any record. Null when the charge names no record of ours.
 */
export async function targetOfCharge(charge: Stripe.Charge): Promise<RecordRef | null> {
  const indexed = await firestore().collection(CHARGE_INDEX_COLLECTION).doc(charge.id).get();
  if (indexed.exists) return { collection: indexed.get('collection'), id: indexed.get('record_id') };
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return null;
  const intent = await stripe().paymentIntents.retrieve(paymentIntentId);
  return targetFromMetadata(intent.metadata) ?? (await targetOfInvoicePayment(paymentIntentId));
}
