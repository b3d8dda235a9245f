import { DONATIONS_COLLECTION, PARTNERS_COLLECTION, type RecordCollection } from '@hope/domain';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { siteOrigin, stripeSecretKey } from '../config';

/** How long a "Manage my monthly gift" link works: a receipt's link should still work at the next payment. */
const LINK_DAYS = 100;
const COLLECTIONS: Record<string, RecordCollection> = { d: DONATIONS_COLLECTION, p: PARTNERS_COLLECTION };

let key: Buffer | undefined;

/** The links' signing key, derived from a secret the functions already hold: nothing new to deploy. */
function signingKey(): Buffer {
  key ??= createHash('sha256').update(`manage-link-key\0${stripeSecretKey.value()}`).digest();
  return key;
}

const sign = (payload: string) => createHmac('sha256', signingKey()).update(payload).digest('base64url');

/**
 * A signed, expiring token naming one record (and so one donor): whoever holds it may open that donor's Stripe
 * Customer Portal, and nothing else. No account, no password; an altered or expired token is refused.
 */
export function manageToken(target: { collection: RecordCollection; id: string }, now = Date.now()): string {
  const letter = target.collection === DONATIONS_COLLECTION ? 'd' : 'p';
  const expires = Math.floor(now / 1000) + LINK_DAYS * 86_400;
  const payload = `${letter}.${target.id}.${expires}`;
  return `${payload}.${sign(payload)}`;
}

export type TokenCheck =
  { ok: true; collection: RecordCollection; id: string } | { ok: false; reason: 'invalid' | 'expired' };

export function checkManageToken(token: string, now = Date.now()): TokenCheck {
  const match = /^([dp])\.([A-Za-z0-9_-]{1,100})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, letter, id, expires, signature] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(sign(`${letter}.${id}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  if (Number(expires) * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, collection: COLLECTIONS[letter]!, id };
}

/** The address a donor opens to manage a monthly gift (through Hosting's /api rewrite). */
export function manageUrl(target: { collection: RecordCollection; id: string }): string {
  return `${new URL(siteOrigin.value()).origin}/api/portal?t=${encodeURIComponent(manageToken(target))}`;
}
