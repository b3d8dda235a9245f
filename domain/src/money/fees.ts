import { centsToDollars, toCents } from './money';

/*
 * Stripe's standard US card pricing: 2.9% of the charge + 30 cents, per successful charge (each monthly
 * payment of a plan is its own charge). One model serves the checkout (covering the fee), the local Stripe
 * sandbox (the fee its balance transactions report) and the seed data.
 *
 * Rounding: Stripe reports fees in whole cents but does not document how it rounds the 2.9% share. We round
 * it to the nearest cent with half a cent rounded up. That is the conservative reading for "cover the fee":
 * if Stripe rounded a half cent down (or to even), its fee would be one cent smaller and the school would
 * keep one cent more than the gift, never less. The arithmetic is on integers (per mille), so the half
 * cents are decided exactly rather than by how a product like 1500 * 0.029 happens to come out in floating
 * point.
 */

const PERCENT_PER_MILLE = 29;
const FIXED_FEE_CENTS = 30;

function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`${what} must be a whole, non-negative number of cents: ${cents}`);
}

/** Stripe's fee on one charge of `chargeCents`, in cents. */
export function stripeFeeCents(chargeCents: number): number {
  assertCents(chargeCents, 'A charge');
  return Math.floor((chargeCents * PERCENT_PER_MILLE + 500) / 1000) + FIXED_FEE_CENTS;
}

/** What the school keeps of one charge after Stripe's fee, in cents. */
export function netOfChargeCents(chargeCents: number): number {
  return chargeCents - stripeFeeCents(chargeCents);
}

/**
 * The smallest charge whose net after the fee is at least `netCents` (the "gross-up").
 *
 * One more cent charged raises the fee by at most one cent (2.9% of a cent rounds to 0 or 1), so the net
 * never goes down and never skips a cent: the smallest such charge nets exactly `netCents`.
 */
export function grossUpCents(netCents: number): number {
  assertCents(netCents, 'A net amount');
  // (net + 30) / 0.971, rounded up, is at most a cent or two away from the answer; the loops settle it.
  let charge = Math.ceil(((netCents + FIXED_FEE_CENTS) * 1000) / (1000 - PERCENT_PER_MILLE));
  while (netOfChargeCents(charge) < netCents) charge++;
  while (charge > 0 && netOfChargeCents(charge - 1) >= netCents) charge--;
  return charge;
}

/** What a payer adds to a gift of `giftCents` so that the school receives the whole gift. */
export function coveredFeeCents(giftCents: number): number {
  return grossUpCents(giftCents) - giftCents;
}

/** What a card payment of `dollars` leaves after the fee, in dollars (demo data and benchmarks). */
export function netAfterFees(dollars: number): number {
  return centsToDollars(netOfChargeCents(toCents(dollars)));
}
