/*
 * A student page's short code: seven characters from an alphabet without look-alikes (no i, l, o, 0, 1), so a
 * code read off a flyer or said on the phone is typed right. 31^7 is about 27 billion codes: guessing one
 * that exists is hopeless under the public endpoints' limits.
 */
export const PAGE_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const PAGE_CODE_LENGTH = 7;

const codePattern = new RegExp(`^[${PAGE_CODE_ALPHABET}]{${PAGE_CODE_LENGTH}}$`);

export function isPageCode(value: unknown): value is string {
  return typeof value === 'string' && codePattern.test(value);
}

/** Random bytes at or above this are dropped: the largest multiple of the alphabet's size that fits a byte. */
const unbiasedLimit = Math.floor(256 / PAGE_CODE_ALPHABET.length) * PAGE_CODE_ALPHABET.length;

/**
 * A code from random bytes (the caller draws them from a cryptographic source), each letter equally likely:
 * a byte maps to a letter only below `unbiasedLimit`. Null when the bytes ran out before seven letters.
 */
export function pageCodeFromBytes(bytes: Uint8Array): string | null {
  let code = '';
  for (const byte of bytes) {
    if (byte >= unbiasedLimit) continue;
    code += PAGE_CODE_ALPHABET[byte % PAGE_CODE_ALPHABET.length];
    if (code.length === PAGE_CODE_LENGTH) return code;
  }
  return null;
}
