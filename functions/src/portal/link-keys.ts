import { defineSecret } from 'firebase-functions/params';

/**
 * The keys that sign the "Manage my monthly gift" links, a secret of their own (never derived from the Stripe
 * key: rolling a leaked Stripe key must not break every link already mailed). The value lists `id:key` pairs
 * separated by spaces or commas; the first signs new links and every one listed verifies them, so a new key is
 * put first while the older ones stay until the links they signed have expired (100 days), then are removed.
 * Set it with `firebase functions:secrets:set MANAGE_LINK_KEYS` (e.g. `k2:<48 random bytes, base64url>`).
 */
export const manageLinkKeys = defineSecret('MANAGE_LINK_KEYS');

export type LinkKey = { id: string; key: Buffer };

const KEY_ID = /^[A-Za-z0-9]{1,16}$/;
/** 32 characters of a random text: some 190 bits in base64url, well past guessing. */
const MIN_KEY_LENGTH = 32;

/** The keys in a MANAGE_LINK_KEYS value, the signing one first; a malformed value is refused, naming why. */
export function parseLinkKeys(value: string): LinkKey[] {
  const entries = value.split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) throw new Error('MANAGE_LINK_KEYS is empty: set at least one id:key pair.');
  const keys = entries.map((entry) => {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    const secret = colon > 0 ? entry.slice(colon + 1) : '';
    if (!KEY_ID.test(id))
      throw new Error('MANAGE_LINK_KEYS: each entry is id:key, the id 1-16 letters or digits.');
    if (secret.length < MIN_KEY_LENGTH)
      throw new Error(`MANAGE_LINK_KEYS: the key "${id}" is shorter than ${MIN_KEY_LENGTH} characters.`);
    return { id, key: Buffer.from(secret, 'utf8') };
  });
  const ids = new Set(keys.map((entry) => entry.id));
  if (ids.size !== keys.length) throw new Error('MANAGE_LINK_KEYS: each key id may appear once.');
  return keys;
}

let cached: { value: string; keys: LinkKey[] } | undefined;

/** This instance's keys, read from the secret (parsed again only when its value changes). */
export function linkKeys(): LinkKey[] {
  const value = manageLinkKeys.value();
  if (cached?.value !== value) cached = { value, keys: parseLinkKeys(value) };
  return cached.keys;
}
