import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { pageCodeFromBytes } from '@hope/domain/pages';

/*
 * A page's edit key is 32 random bytes (base64url), sent only to the parent, in the manage link's fragment. The
 * page keeps its SHA-256: a copy of the database opens no page. A key is long and random enough that a fast
 * hash is the right one (no password stretching needed), and the comparison takes the same time whatever bytes
 * differ.
 */
export const newEditKey = (): string => randomBytes(32).toString('base64url');

export const editKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export function keyOpens(key: string, storedHash: string): boolean {
  const given = Buffer.from(editKeyHash(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A new page code from the cryptographic source (64 bytes give seven letters but for odds of about 1e-60). */
export function newPageCode(): string {
  for (;;) {
    const code = pageCodeFromBytes(randomBytes(64));
    if (code) return code;
  }
}
