import { createHmac, timingSafeEqual } from 'node:crypto';
import { linkKeys, type LinkKey } from '../portal/link-keys';

/*
 * A pledge's change key: the HMAC of its id under the site's link key, so nothing secret is stored beside the
 * pledge (a copy of the database opens no pledge) and the mail sent when the card is saved can carry it. Form:
 * `<key id>.<signature>`, so a key rotated out of the secret's list stops opening its links.
 */
const sign = (signer: LinkKey, pledgeId: string) =>
  createHmac('sha256', signer.key).update(`pledge.${pledgeId}`).digest('base64url');

export function pledgeKey(pledgeId: string, keys: LinkKey[] = linkKeys()): string {
  const signer = keys[0]!;
  return `${signer.id}.${sign(signer, pledgeId)}`;
}

export function pledgeKeyOpens(pledgeId: string, key: string, keys: LinkKey[] = linkKeys()): boolean {
  const match = /^([A-Za-z0-9]{1,16})\.([A-Za-z0-9_-]{43})$/.exec(key);
  const signer = match ? keys.find((entry) => entry.id === match[1]) : undefined;
  if (!match || !signer) return false;
  const expected = Buffer.from(sign(signer, pledgeId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
