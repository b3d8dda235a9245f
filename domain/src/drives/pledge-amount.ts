import { toCents } from '../money';

/**
 * What a pledge is charged, in cents: the count times the rate, at most the pledge's most. Cents all along, so
 * 27 laps at $0.35 is exactly $9.45.
 */
export function pledgeAmountCents(pledge: { rate: number; most: number | null }, count: number): number {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a count: ${count}`);
  const cents = count * toCents(pledge.rate);
  return pledge.most === null ? cents : Math.min(cents, toCents(pledge.most));
}
