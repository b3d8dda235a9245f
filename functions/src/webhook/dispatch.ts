import type Stripe from 'stripe';
import { firestore } from '../platform/firestore';
import { canReadApiVersion, OUR_API_RELEASE, OUR_API_VERSION } from './api-version';
import type { Outcome } from './apply-once';
import { chargeChanged, chargeSucceeded } from './handlers/charge';
import { disputeChanged } from './handlers/dispute';
import { refundChanged } from './handlers/refund';
import { sessionAsyncFailed, sessionExpired, sessionPaid } from './handlers/checkout-session';
import { invoicePaid, invoicePaymentFailed } from './handlers/invoice';
import { payoutChanged } from './handlers/payout';
import { pledgeCardSaved } from '../drives/pledge-saved';
import { pledgePaidByLink } from '../drives/pledge-paid';
import { subscriptionDeleted } from './handlers/subscription';

type EventHandler = (event: Stripe.Event) => Promise<Outcome | null>;

/** A paid session's record; a pledge paid through its link also becomes charged. */
async function paidSession(event: Stripe.Event): Promise<Outcome | null> {
  const outcome = await sessionPaid(event, session(event));
  await pledgePaidByLink(session(event));
  return outcome;
}

const session = (event: Stripe.Event) => event.data.object as Stripe.Checkout.Session;
const invoice = (event: Stripe.Event) => event.data.object as Stripe.Invoice;

const HANDLERS: Partial<Record<Stripe.Event.Type, EventHandler>> = {
  // Setup mode saves a pledge's card; the other modes pay a record (a refused pledge's too).
  'checkout.session.completed': (event) =>
    session(event).mode === 'setup' ? pledgeCardSaved(event, session(event)) : paidSession(event),
  'checkout.session.async_payment_succeeded': (event) => sessionPaid(event, session(event)),
  'checkout.session.async_payment_failed': (event) => sessionAsyncFailed(event, session(event)),
  'checkout.session.expired': (event) => sessionExpired(event, session(event)),
  'invoice.paid': (event) => invoicePaid(event, invoice(event)),
  'invoice.payment_failed': (event) => invoicePaymentFailed(event, invoice(event)),
  'customer.subscription.deleted': (event) =>
    subscriptionDeleted(event, event.data.object as Stripe.Subscription),
  'charge.succeeded': (event) => chargeSucceeded(event, event.data.object as Stripe.Charge),
  'charge.updated': (event) => chargeChanged(event, event.data.object as Stripe.Charge),
  'charge.refunded': (event) => chargeChanged(event, event.data.object as Stripe.Charge),
  'refund.created': (event) => refundChanged(event, event.data.object as Stripe.Refund),
  'refund.updated': (event) => refundChanged(event, event.data.object as Stripe.Refund),
  'refund.failed': (event) => refundChanged(event, event.data.object as Stripe.Refund),
  'charge.refund.updated': (event) => refundChanged(event, event.data.object as Stripe.Refund),
  'charge.dispute.created': (event) => disputeChanged(event, event.data.object as Stripe.Dispute),
  'charge.dispute.updated': (event) => disputeChanged(event, event.data.object as Stripe.Dispute),
  'charge.dispute.closed': (event) => disputeChanged(event, event.data.object as Stripe.Dispute),
  'charge.dispute.funds_withdrawn': (event) => disputeChanged(event, event.data.object as Stripe.Dispute),
  'charge.dispute.funds_reinstated': (event) => disputeChanged(event, event.data.object as Stripe.Dispute),
  'payout.paid': (event) => payoutChanged(event, event.data.object as Stripe.Payout),
  'payout.reconciliation_completed': (event) => payoutChanged(event, event.data.object as Stripe.Payout),
};

/** The event types the webhook handles: the endpoint in Stripe's Dashboard must send each (docs/deploy.md). */
export const HANDLED_EVENT_TYPES = Object.keys(HANDLERS) as Stripe.Event.Type[];

/**
 * Objects in an event are shaped by the endpoint's API version. One of another release (a breaking change) is
 * refused with a 5xx, so Stripe keeps it and retries once the endpoint's version is set right.
 */
export class ApiVersionMismatch extends Error {
  constructor(readonly eventVersion: string) {
    super(
      `event API version ${eventVersion} is not of the ${OUR_API_RELEASE} release this code reads: set the ` +
        `Stripe webhook endpoint's API version to ${OUR_API_VERSION} (any ${OUR_API_RELEASE} version works)`,
    );
  }
}

/** 'ignored' covers event types we do not handle and objects that are not ours (no record metadata). */
export async function dispatch(event: Stripe.Event): Promise<Outcome | 'ignored'> {
  const handler = HANDLERS[event.type];
  if (!handler) return 'ignored';
  if (!canReadApiVersion(event.api_version)) throw new ApiVersionMismatch(event.api_version!);
  // A replay is answered before any Stripe call; the transaction in applyOnce still guards concurrent copies.
  if ((await firestore().collection('stripe_events').doc(event.id).get()).exists) return 'duplicate';
  return (await handler(event)) ?? 'ignored';
}
