import { centsToDollars, toCents } from './money';

/*
 * Stripe's standard US pricing, one table for every payment method: a card charge costs 2.9% + 30 cents; a
 * payment from a US bank account (ACH Direct Debit) costs 0.8%, at most $5. Each charge pays its own fee (each
 * monthly payment of a plan is its own charge). One model serves the checkout (covering the fee), the local
 * Stripe sandbox (the fee its balance transactions report), the seed data, and what paying by bank saves.
 *
 * Rounding: Stripe reports fees in whole cents but does not document how it rounds the percentage. We round it
 * to the nearest cent with half a cent rounded up. That is the conservative reading for "cover the fee": if
 * Stripe rounded a half cent down (or to even), its fee would be one cent smaller and the school would keep one
 * cent more than the gift, never less. The arithmetic is on integers (per mille), so the half cents are decided
 * exactly rather than by how a product like 1500 * 0.029 happens to come out in floating point.
 */

export type FeeMethod = 'card' | 'us_bank_account';

interface FeeTerms {
  perMille: number;
  fixedCents: number;
  /** The most one charge's fee can be, or null for no cap. */
  capCents: number | null;
}

export const FEE_TERMS: Readonly<Record<FeeMethod, FeeTerms>> = {
  card: { perMille: 29, fixedCents: 30, capCents: null },
  us_bank_account: { perMille: 8, fixedCents: 0, capCents: 500 },
};

function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`${what} must be a whole, non-negative number of cents: ${cents}`);
}

/** Stripe's fee on one charge of `chargeCents` paid by `method` (a card unless said), in cents. */
export function stripeFeeCents(chargeCents: number, method: FeeMethod = 'card'): number {
  assertCents(chargeCents, 'A charge');
  const { perMille, fixedCents, capCents } = FEE_TERMS[method];
  const fee = Math.floor((chargeCents * perMille + 500) / 1000) + fixedCents;
  return capCents === null ? fee : Math.min(fee, capCents);
}

/** What the school keeps of one charge after Stripe's fee, in cents. */
export function netOfChargeCents(chargeCents: number, method: FeeMethod = 'card'): number {
  return chargeCents - stripeFeeCents(chargeCents, method);
}

/**
 * The smallest charge whose net after the fee is at least `netCents` (the "gross-up").
 *
 * One more cent charged raises the fee by at most one cent (a percentage under 100% of a cent rounds to 0 or 1,
 * and a capped fee stops rising), so the net never goes down and never skips a cent: the smallest such charge
 * nets exactly `netCents`.
 */
export function grossUpCents(netCents: number, method: FeeMethod = 'card'): number {
  assertCents(netCents, 'A net amount');
  const { perMille, fixedCents, capCents } = FEE_TERMS[method];
  // (net + fixed) / (1 - rate), rounded up (no more than net + cap), is a cent or two away; the loops settle it.
  let charge = Math.ceil(((netCents + fixedCents) * 1000) / (1000 - perMille));
  if (capCents !== null) charge = Math.min(charge, netCents + capCents);
  while (netOfChargeCents(charge, method) < netCents) charge++;
  while (charge > 0 && netOfChargeCents(charge - 1, method) >= netCents) charge--;
  return charge;
}

/** What a payer adds to a gift of `giftCents` paid by `method` so that the school receives the whole gift. */
export function coveredFeeCents(giftCents: number, method: FeeMethod = 'card'): number {
  return grossUpCents(giftCents, method) - giftCents;
}

/** What paying `chargeCents` from a bank account saves the school against a card, in cents. */
export function bankSavingCents(chargeCents: number): number {
  return stripeFeeCents(chargeCents, 'card') - stripeFeeCents(chargeCents, 'us_bank_account');
}

/** What a card payment of `dollars` leaves after the fee, in dollars (demo data and benchmarks). */
export function netAfterFees(dollars: number): number {
  return centsToDollars(netOfChargeCents(toCents(dollars)));
}
