import { centsToDollars, toCents } from './money';

export interface MonthlyInstallment {
  /** What Stripe charges every month. */
  perMonthCents: number;
  months: number;
  /** perMonthCents x months: what the supporter actually pays in the end. */
  totalChargedCents: number;
  /** The total the supporter chose; may differ from totalChargedCents by less than months/2 cents. */
  pledgedCents: number;
}

/*
 * A Stripe subscription charges the same amount every month, so a total that does not divide evenly cannot
 * be matched to the cent. We round the monthly share to the nearest cent: that is exactly the figure the form
 * shows ("total / months, shown to 2 decimals"), so the parent is charged what they saw, never a surprise cent.
 * The school may receive a few cents more or less than the pledge; totalChargedCents states it.
 */
export function monthlyInstallmentCents(totalDollars: number, months: number): MonthlyInstallment {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`Invalid month count: ${months}`);
  const pledgedCents = toCents(totalDollars);
  const perMonthCents = Math.round(pledgedCents / months);
  return { perMonthCents, months, totalChargedCents: perMonthCents * months, pledgedCents };
}

/** Monthly payment in dollars as the forms show it (total / months, to the cent). */
export function monthlyPayment(totalDollars: number, months: number): number {
  if (!Number.isFinite(totalDollars) || !Number.isFinite(months) || months <= 0) return 0;
  return centsToDollars(Math.round(toCents(totalDollars) / months));
}
