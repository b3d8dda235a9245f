import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Ids shaped like Stripe's: a type prefix and 24 random base62 characters (cs_test_ sessions are longer). */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let suffix = '';
  for (const byte of bytes) suffix += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${suffix}`;
}

/** Stripe timestamps are whole unix seconds. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * N calendar months after `fromSeconds`, the way Stripe advances a monthly billing anchor: the same day of the
 * month, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29).
 */
export function addMonths(fromSeconds: number, months: number): number {
  const start = new Date(fromSeconds * 1000);
  const day = start.getUTCDate();
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}
