/*
 * Documents hold dollars (as the office reads them), Stripe wants cents. Every sum goes through integer
 * cents so that totals never drift (0.1 + 0.2 must be 0.3), and rounding happens only at these edges.
 */

/** Dollars to integer cents, rounding half away from zero (1.005 -> 101, -1.005 -> -101). */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`);
  const scaled = Math.abs(dollars) * 100;
  // Binary noise can only flip a rounding near a half cent (1.005 * 100 = 100.49999999999999): there, and only
  // there (it is slow), toPrecision(15) removes the noise first.
  const nearHalf = Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6;
  const cents = Math.round(nearHalf ? Number(scaled.toPrecision(15)) : scaled);
  return dollars < 0 ? -cents : cents;
}

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Rounds a dollar value to the cent. */
export function roundDollars(dollars: number): number {
  return centsToDollars(toCents(dollars));
}

/** Sum of dollar values, exact to the cent. Null and undefined count as 0. */
export function sumDollars(values: Iterable<number | null | undefined>): number {
  let cents = 0;
  for (const value of values) if (value != null) cents += toCents(value);
  return centsToDollars(cents);
}

/** True when the value has no fraction of a cent (1.25 yes, 1.255 no). */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.abs(dollars * 100 - toCents(dollars)) < 1e-6;
}
