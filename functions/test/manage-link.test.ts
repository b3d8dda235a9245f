import { beforeAll, describe, expect, it } from 'vitest';
import { checkManageToken, manageToken } from '../src/portal/manage-link';

beforeAll(() => {
  process.env.STRIPE_SECRET_KEY = 'sk_test_manage_link_tests';
});

const NOW = Date.UTC(2026, 10, 2);
const target = { collection: 'donations' as const, id: 'abcDEF123' };

describe('manage links', () => {
  it('name the one record they were made for, for 100 days', () => {
    const token = manageToken(target, NOW);
    expect(checkManageToken(token, NOW)).toEqual({ ok: true, ...target });
    expect(checkManageToken(token, NOW + 99 * 86_400_000)).toEqual({ ok: true, ...target });
    expect(checkManageToken(token, NOW + 101 * 86_400_000)).toEqual({ ok: false, reason: 'expired' });
    expect(checkManageToken(manageToken({ collection: 'community_partners', id: 'p1' }, NOW), NOW)).toEqual({
      ok: true,
      collection: 'community_partners',
      id: 'p1',
    });
  });

  it('refuse any altered part: another record, a later expiry, another signature, garbage', () => {
    const token = manageToken(target, NOW);
    const [letter, id, expires, signature] = token.split('.') as [string, string, string, string];
    const altered = [
      [letter, 'someoneElse', expires, signature],
      ['p', id, expires, signature],
      [letter, id, String(Number(expires) + 86_400), signature],
      [letter, id, expires, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`],
    ].map((parts) => parts.join('.'));
    for (const forged of [...altered, '', 'x', `${token}.extra`])
      expect(checkManageToken(forged, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
