import type { ExistingObjects } from 'stripe-sandbox';
import type { WrittenRecord } from './write-stories';

/** The seed's plans charge every 30 days (card-steps.ts), so a plan's period runs 30 days from its last charge. */
const PERIOD_SECONDS = 30 * 86_400;

const unix = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/**
 * The Stripe objects the demo records name, as Stripe would hold them after those payments: customers, the
 * PaymentIntents (with the metadata the app's checkout writes), every charge with its fee and refunds, and each
 * plan's subscription (canceled once the record says it ended).
 */
export function demoStripeObjects(records: readonly WrittenRecord[]): ExistingObjects {
  const objects: Required<Omit<ExistingObjects, 'payment_methods'>> = {
    customers: [],
    payment_intents: [],
    charges: [],
    subscriptions: [],
  };
  const customers = new Set<string>();
  for (const { collection, id, record } of records) {
    const charges = Object.entries(record.stripe_charges ?? {}).sort(([, a], [, b]) =>
      a.paid_at.localeCompare(b.paid_at),
    );
    if (charges.length === 0) continue;
    const customer = record.stripe_customer_id ?? null;
    if (customer && !customers.has(customer)) {
      customers.add(customer);
      objects.customers.push({ id: customer, created: unix(charges[0]![1].paid_at) });
    }
    const metadata = {
      record_id: id,
      collection,
      ...(record.months ? { months: String(record.months) } : {}),
    };
    const intent = record.payment_intent_id ?? null;
    if (intent) {
      const [, first] = charges[0]!;
      objects.payment_intents.push({
        id: intent,
        amount: first.amount,
        customer,
        metadata,
        created: unix(first.paid_at),
      });
    }
    for (const [chargeId, charge] of charges) {
      const created = unix(charge.paid_at);
      // A plan's installment gets a PaymentIntent of its own naming the record, so that a payout's line traces
      // to it. At Stripe that intent names nothing and its invoice names the plan; the demo has no invoices.
      const paidBy = intent ?? `pi_${chargeId.replace(/^ch_/, '')}`;
      if (!intent) {
        objects.payment_intents.push({ id: paidBy, amount: charge.amount, customer, metadata, created });
      }
      objects.charges.push({
        id: chargeId,
        amount: charge.amount,
        fee: charge.fee ?? 0,
        amount_refunded: charge.refunded,
        payment_intent: paidBy,
        customer,
        created,
      });
    }
    if (record.stripe_subscription_id && customer) {
      const last = unix(charges.at(-1)![1].paid_at);
      const ended = record.subscription_ended_at ?? null;
      objects.subscriptions.push({
        id: record.stripe_subscription_id,
        customer,
        status: ended ? 'canceled' : 'active',
        metadata,
        unit_amount: charges[0]![1].amount,
        created: unix(charges[0]![1].paid_at),
        current_period_start: last,
        current_period_end: last + PERIOD_SECONDS,
        ...(ended ? { ended_at: unix(ended) } : {}),
      });
    }
  }
  return objects;
}

/** Tells a running Stripe sandbox about the demo's Stripe objects, so refunds and cancels find them. */
export async function registerWithSandbox(
  sandboxUrl: string,
  records: readonly WrittenRecord[],
): Promise<void> {
  const response = await fetch(`${sandboxUrl}/__sandbox/objects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoStripeObjects(records)),
  });
  if (!response.ok)
    throw new Error(
      `The Stripe sandbox refused the demo's payments: ${response.status} ${await response.text()}`,
    );
}
