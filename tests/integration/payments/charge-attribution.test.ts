import { donationSchema, UNATTRIBUTED_CHARGES_COLLECTION } from '@hope/domain/records';
import Stripe from 'stripe';
import { API_VERSION } from 'stripe-sandbox';
import { describe, expect, it } from 'vitest';
import { donationBody, postApi } from '../../support/api';
import { urls } from '../../support/emulators';
import { usePaymentsBed, type Started, sessionIdOf } from '../../support/payments-bed';
import { expectDelivered, sandbox } from '../../support/sandbox';

const admin = usePaymentsBed();
const sandboxUrl = new URL(urls.stripeSandbox);
const stripe = new Stripe('sk_test_attribution', {
  host: sandboxUrl.hostname,
  port: Number(sandboxUrl.port),
  protocol: 'http',
});
const donation = async (id: string) =>
  donationSchema.parse((await admin.db.doc(`donations/${id}`).get()).data());

async function paidPlan() {
  const { body } = await postApi<Started>(
    '/api/checkout/donation',
    donationBody({ donation_type: 'monthly', amount: 90, months: 3 }),
  );
  expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
  return { id: body.id, record: await donation(body.id) };
}

/** The office typed the family's Stripe customer id on a record of its own, whose id sorts first. */
async function typedCustomerRecord(familyId: string) {
  const family = (await admin.db.doc(`donations/${familyId}`).get()).data()!;
  const id = '0000-typed-by-the-office';
  await admin.db.doc(`donations/${id}`).set({ ...family, parent_name: 'Another Family' });
  return { id, before: await donation(id) };
}

describe('charge attribution', () => {
  it('finds a monthly charge by its subscription metadata, never by a customer id typed on another record', async () => {
    const family = await paidPlan();
    const typed = await typedCustomerRecord(family.id);
    // The second month's invoice.paid is refused (another API release), so its charge is not indexed yet.
    await sandbox.configure({ endpointApiVersion: '2027-04-28.foxglove' });
    const [month] = (await sandbox.advance(family.record.stripe_subscription_id!)).events;
    await sandbox.configure({ endpointApiVersion: API_VERSION });
    const invoiceId = (month!.event.data.object as Stripe.Invoice).id;
    const [payment] = (await stripe.invoicePayments.list({ invoice: invoiceId })).data;
    const intent = await stripe.paymentIntents.retrieve(payment!.payment.payment_intent as string);
    const chargeId = intent.latest_charge as string;

    expectDelivered(await sandbox.refund(chargeId, 1000));
    const record = await donation(family.id);
    expect(record.stripe_charges?.[chargeId]).toMatchObject({ amount: 3000, refunded: 1000 });
    expect(await donation(typed.id)).toEqual(typed.before);
  });

  it('keeps a charge that names no record of ours aside, even from a customer the app knows', async () => {
    const family = await paidPlan();
    const before = await donation(family.id);
    const [sale] = expectDelivered(await sandbox.sale(4500, family.record.stripe_customer_id));
    const chargeId = (sale!.data.object as Stripe.Charge).id;
    expect(await donation(family.id)).toEqual(before);
    const kept = await admin.db.collection(UNATTRIBUTED_CHARGES_COLLECTION).doc(chargeId).get();
    expect(kept.data()).toMatchObject({
      charge_id: chargeId,
      amount: 4500,
      customer: family.record.stripe_customer_id,
      last_event: { type: 'charge.succeeded' },
    });
    // A later event of the same charge (a refund) updates the same entry and still touches no record.
    expectDelivered(await sandbox.refund(chargeId));
    expect(await donation(family.id)).toEqual(before);
    expect((await admin.db.collection(UNATTRIBUTED_CHARGES_COLLECTION).get()).size).toBe(1);
  });
});
