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
