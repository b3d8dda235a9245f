import { netOfChargeCents, stripeFeeCents, type FeeMethod, type GiftCharge } from '@hope/domain/money';
import {
  checkoutCompleted,
  checkoutExpired,
  checkoutOpened,
  monthlyPaymentPaid,
  PUBLIC_ACTOR,
  STRIPE_ACTOR,
  type StripeCharge,
} from '@hope/domain/records';
import type { Random } from './random';
import type { StoryStep } from './record-story';

export const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Stripe ends an unpaid Checkout Session after 24 hours; the app does not shorten it. */
const CHECKOUT_LIFETIME_MS = DAY_MS;
/** A monthly plan charges again every month (30 days is near enough for the demo's two months). */
const MONTH_MS = 30 * DAY_MS;

/** A Stripe-looking id, drawn from the seeded generator so every start gives the same ids. */
export function demoId(random: Random, prefix: string): string {
  return `${prefix}_demo${Math.floor(random.next() * 1e12).toString(36)}`;
}

/** What became of a card checkout by `now`. */
export type CardOutcome = 'paid' | 'open' | 'expired';

/** Most gifts are paid; some checkouts are still open or were left unpaid. */
export const OUTCOMES: CardOutcome[] = ['paid', 'paid', 'paid', 'open', 'expired'];

/**
 * When a record was created: an open checkout within the last day (Stripe expires it after one), any other
 * record within the last 60 days.
 */
export function createdAtFor(random: Random, now: Date, openCheckout: boolean): Date {
  const hours = openCheckout ? random.int(1, 20) : random.int(25, 60 * 24 - 1);
  return new Date(now.getTime() - hours * HOUR_MS - random.int(0, 59) * MINUTE_MS);
}

/** One charge as Stripe's balance transaction reports it: the fee of its method's pricing, read at once. */
function chargeFact(chargeCents: number, paidAt: Date, method: FeeMethod = 'card'): StripeCharge {
  const fee = stripeFeeCents(chargeCents, method);
  return {
    ...(method === 'card' ? {} : { method }),
    amount: chargeCents,
    fee,
    net: netOfChargeCents(chargeCents, method),
    refunded: 0,
    paid_at: paidAt.toISOString(),
    read_at: paidAt.getTime(),
  };
}

export interface CardCheckout {
  /** When the first payment landed (null: none yet). */
  paidAt: Date | null;
  /** The checkout given its Stripe page, then what the webhook reported, in order. */
  steps: StoryStep[];
}

/**
 * A card checkout started at `createdAt` and the webhook's facts about it: paid a few minutes later (then each
 * month of a plan until `now`), still open (the payer is on Stripe's page, never more than a day), or expired
 * unpaid a day later. An open checkout older than a day cannot exist, so it is told as expired.
 */
export function cardCheckout(
  random: Random,
  charge: GiftCharge,
  outcome: CardOutcome,
  createdAt: Date,
  now: Date,
  method: FeeMethod = 'card',
): CardCheckout {
  const authorisedAt = new Date(createdAt.getTime() + random.int(2, 20) * MINUTE_MS);
  // A bank debit is authorised at checkout and clears a few business days later.
  const paidAt = method === 'card' ? authorisedAt : new Date(authorisedAt.getTime() + 3 * DAY_MS);
  const customerId = demoId(random, 'cus');
  const sessionId = demoId(random, 'cs_test');
  // The record is written first, then Stripe's session id: the checkout page opens a second later.
  const opened: StoryStep = {
    at: new Date(createdAt.getTime() + 1000),
    actor: PUBLIC_ACTOR,
    source: sessionId,
    decide: (current) => checkoutOpened(current, sessionId),
  };
  const subscriptionId = charge.months ? demoId(random, 'sub') : null;
  const expiresAt = new Date(createdAt.getTime() + CHECKOUT_LIFETIME_MS);
  if (outcome === 'open' && expiresAt <= now) outcome = 'expired';
  if (outcome === 'expired') {
    const at = expiresAt.toISOString();
    const expired = stripeStep(random, expiresAt, (current) => checkoutExpired(current, at));
    return { paidAt: null, steps: expiresAt > now ? [opened] : [opened, expired] };
  }
  if (outcome === 'open' || authorisedAt > now) return { paidAt: null, steps: [opened] };
  const first = { [demoId(random, 'ch')]: chargeFact(charge.chargeCents, paidAt, method) };
  // A plan's first charge belongs to its subscription's invoice: the session then has no payment intent.
  const paymentIntentId = subscriptionId ? null : demoId(random, 'pi');
  const completed = { sessionId, customerId, paymentIntentId, subscriptionId, paid: true, charges: first };
  const steps = [opened];
  if (method !== 'card') {
    const processing = { ...completed, paid: false, charges: {} };
    steps.push(stripeStep(random, authorisedAt, (current) => checkoutCompleted(current, processing)));
    // Authorised, not cleared yet: the record shows "Processing (bank)".
    if (paidAt > now) return { paidAt: null, steps };
  }
  steps.push(stripeStep(random, paidAt, (current) => checkoutCompleted(current, completed)));
  for (let month = 1; month < (charge.months ?? 1); month += 1) {
    const at = new Date(paidAt.getTime() + month * MONTH_MS);
    if (at > now) break;
    const charges = { [demoId(random, 'ch')]: chargeFact(charge.chargeCents, at) };
    steps.push(
      stripeStep(random, at, (current) =>
        monthlyPaymentPaid(current, { customerId, subscriptionId, charges }),
      ),
    );
  }
  return { paidAt, steps };
}

export function stripeStep(random: Random, at: Date, decide: StoryStep['decide']): StoryStep {
  return { at, actor: STRIPE_ACTOR, source: demoId(random, 'evt'), decide };
}
