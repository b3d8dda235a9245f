import { describe, expect, it } from 'vitest';
import { addressFromForwardedFor, HOSTING_TRUSTED_HOPS, networkOf } from '../src/abuse/client-address';

describe('the client address behind Hosting (two trusted hops at the right of X-Forwarded-For)', () => {
  const client = (header: string) => addressFromForwardedFor(header, HOSTING_TRUSTED_HOPS);

  it('is the entry the Hosting edge appended, third from the right', () => {
    expect(client('198.51.100.7, 35.191.0.1, 66.102.8.142')).toBe('198.51.100.7');
  });

  it('ignores whatever the client put in front of the chain', () => {
    expect(client('203.0.113.1, 203.0.113.2, 198.51.100.7, 35.191.0.1, 66.102.8.142')).toBe('198.51.100.7');
    expect(client('not-an-address, 198.51.100.7, 35.191.0.1, 66.102.8.142')).toBe('198.51.100.7');
  });

  it('falls back to the leftmost entry of a chain shorter than expected', () => {
    expect(client('198.51.100.7, 66.102.8.142')).toBe('198.51.100.7');
    expect(client('')).toBeNull();
    expect(addressFromForwardedFor(undefined, 0)).toBeNull();
  });

  it('reads the rightmost entry when no proxy is trusted (the emulators)', () => {
    expect(addressFromForwardedFor('203.0.113.1, 198.51.100.7', 0)).toBe('198.51.100.7');
  });
});

describe('one key per network', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6 ones', () => {
    expect(networkOf('198.51.100.7')).toBe('198.51.100.7');
    expect(networkOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('groups IPv6 addresses by their /64 prefix, however they are written', () => {
    const key = '2001:db8:0:12::/64';
    expect(networkOf('2001:db8:0:12::1')).toBe(key);
    expect(networkOf('2001:0DB8:0000:0012:ffff:1:2:3')).toBe(key);
    expect(networkOf('[2001:db8:0:12::9]:443')).toBe(key);
    expect(networkOf('2001:db8:0:13::1')).not.toBe(key);
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});
