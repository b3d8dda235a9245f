import { describe, expect, it } from 'vitest';
import { parseLinkKeys } from '../src/portal/link-keys';
import { checkManageToken, manageToken } from '../src/portal/manage-link';

const NOW = Date.UTC(2026, 10, 2);
const DAY = 86_400_000;
const target = { collection: 'donations' as const, id: 'abcDEF123' };
const first = parseLinkKeys('k1:first-key-of-the-manage-links-0123456789');
const second = parseLinkKeys('k2:second-key-of-the-manage-links-987654321');

describe('manage links', () => {
  it('name the one record they were made for, for 100 days, and when they were made', () => {
    const token = manageToken(target, NOW, first);
    expect(checkManageToken(token, NOW, first)).toEqual({ ok: true, ...target, issuedAt: NOW });
    expect(checkManageToken(token, NOW + 99 * DAY, first)).toMatchObject({ ok: true, ...target });
    expect(checkManageToken(token, NOW + 101 * DAY, first)).toEqual({ ok: false, reason: 'expired' });
    const partner = manageToken({ collection: 'community_partners', id: 'p1' }, NOW, first);
    expect(checkManageToken(partner, NOW, first)).toMatchObject({
      ok: true,
      collection: 'community_partners',
      id: 'p1',
    });
  });

  it('refuse any altered part: another record, a later expiry, another key id or signature, garbage', () => {
    const token = manageToken(target, NOW, first);
    const [letter, id, expires, keyId, signature] = token.split('.') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const altered = [
      [letter, 'someoneElse', expires, keyId, signature],
      ['p', id, expires, keyId, signature],
      [letter, id, String(Number(expires) + 86_400), keyId, signature],
      [letter, id, expires, 'k2', signature],
      [letter, id, expires, keyId, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`],
      [letter, id, expires, signature],
    ].map((parts) => parts.join('.'));
    for (const forged of [...altered, '', 'x', `${token}.extra`])
      expect(checkManageToken(forged, NOW, first)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('name the key that signed them, and a key not listed any more verifies nothing', () => {
    const token = manageToken(target, NOW, first);
    expect(token.split('.')[3]).toBe('k1');
    expect(checkManageToken(token, NOW, second)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('rotate without breaking links already mailed: a new key signs, the older one still verifies', () => {
    const mailed = manageToken(target, NOW, first);
    const rotated = [...second, ...first];
    const fresh = manageToken(target, NOW + DAY, rotated);
    expect(fresh.split('.')[3]).toBe('k2');
    expect(checkManageToken(mailed, NOW + DAY, rotated)).toMatchObject({ ok: true, id: target.id });
    expect(checkManageToken(fresh, NOW + DAY, rotated)).toMatchObject({ ok: true, id: target.id });
    expect(checkManageToken(fresh, NOW + DAY, first)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('are signed by the MANAGE_LINK_KEYS secret, not by the Stripe key', () => {
    process.env.MANAGE_LINK_KEYS = 'k1:first-key-of-the-manage-links-0123456789';
    process.env.STRIPE_SECRET_KEY = 'sk_test_before_the_roll';
    const token = manageToken(target, NOW);
    process.env.STRIPE_SECRET_KEY = 'sk_test_after_the_roll';
    expect(checkManageToken(token, NOW, first)).toMatchObject({ ok: true, id: target.id });
  });
});

describe('the MANAGE_LINK_KEYS value', () => {
  it('lists id:key pairs, the signing key first, separated by spaces or commas', () => {
    const keys = parseLinkKeys(
      ' k2:second-key-of-the-manage-links-987654321,\nk1:first-key-of-the-manage-links-0123456789 ',
    );
    expect(keys.map((entry) => entry.id)).toEqual(['k2', 'k1']);
  });

  it('is refused, saying why, when empty, unnamed, short or with a key id twice', () => {
    expect(() => parseLinkKeys('  ')).toThrow(/empty/);
    expect(() => parseLinkKeys('first-key-of-the-manage-links-0123456789')).toThrow(/id:key/);
    expect(() => parseLinkKeys('k-1:first-key-of-the-manage-links-0123456789')).toThrow(/id:key/);
    expect(() => parseLinkKeys('k1:short')).toThrow(/shorter than 32/);
    expect(() =>
      parseLinkKeys(
        'k1:first-key-of-the-manage-links-0123456789 k1:second-key-of-the-manage-links-987654321',
      ),
    ).toThrow(/once/);
  });
});
