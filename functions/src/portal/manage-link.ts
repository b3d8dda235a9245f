import {
  DONATIONS_COLLECTION,
  PARTNERS_COLLECTION,
  type RecordCollection,
  type RecordRef,
} from '@hope/domain/records';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { siteOrigin } from '../platform/config';
import { linkKeys, type LinkKey } from './link-keys';

/** How long a "Manage my monthly gift" link works: a receipt's link should still work at the next payment. */
export const LINK_DAYS = 100;
const LINK_SECONDS = LINK_DAYS * 86_400;
const COLLECTIONS: Record<string, RecordCollection> = { d: DONATIONS_COLLECTION, p: PARTNERS_COLLECTION };
const TOKEN = /^([dp])\.([A-Za-z0-9_-]{1,100})\.(\d{1,12})\.([A-Za-z0-9]{1,16})\.([A-Za-z0-9_-]{43})$/;

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * A signed, expiring token naming one record (and so one donor) and the key that signed it: whoever holds it may
 * open that donor's Stripe Customer Portal, and nothing else. No account, no password; an altered or expired
 * token, or one whose key was removed, is refused. Form: `<d|p>.<record id>.<expiry, s>.<key id>.<signature>`.
 */
export function manageToken(target: RecordRef, now = Date.now(), keys: LinkKey[] = linkKeys()): string {
  const signer = keys[0]!;
  const letter = target.collection === DONATIONS_COLLECTION ? 'd' : 'p';
  const expires = Math.floor(now / 1000) + LINK_SECONDS;
  const payload = `${letter}.${target.id}.${expires}.${signer.id}`;
  return `${payload}.${sign(signer.key, payload)}`;
}

/** `issuedAt` (ms): when the link was made, so a link turned off for its record refuses every earlier one. */
export type TokenCheck =
  (RecordRef & { ok: true; issuedAt: number }) | { ok: false; reason: 'invalid' | 'expired' };

export function checkManageToken(token: string, now = Date.now(), keys: LinkKey[] = linkKeys()): TokenCheck {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, letter, id, expires, keyId, signature] = match as unknown as string[] as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const signer = keys.find((entry) => entry.id === keyId);
  if (!signer) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(signer.key, `${letter}.${id}.${expires}.${keyId}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  if (Number(expires) * 1000 < now) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    collection: COLLECTIONS[letter]!,
    id,
    issuedAt: (Number(expires) - LINK_SECONDS) * 1000,
  };
}

/** The address a donor opens to manage a monthly gift (through Hosting's /api rewrite). */
export function manageUrl(target: RecordRef): string {
  return `${new URL(siteOrigin.value()).origin}/api/portal?t=${encodeURIComponent(manageToken(target))}`;
}
