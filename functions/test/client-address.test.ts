import { describe, expect, it } from 'vitest';
import { networkOf, sourceOf } from '../src/abuse/client-address';

/*
 * Hosting's real header shapes. Through Hosting every proxy appends the peer it received the request from:
 * `<what the client sent>, <client>, <Hosting's edge>, <Google front end>`, and Hosting names the site in
 * `x-fh-requested-host`. A call of the function's own address has only Google's front end after the caller.
 */
const SITE = ['hope-fund.org', 'hope-fund.web.app', 'hope-fund.firebaseapp.com'];
const HOPS = 2;
const EDGE = '151.101.1.195';
const FRONT = '169.254.8.129';
const source = (forwardedFor: string | undefined, requestedHost?: string) =>
  sourceOf({ forwardedFor, requestedHost }, HOPS, SITE);

describe('the source of a request behind Hosting (two trusted hops at the right of X-Forwarded-For)', () => {
  it('is the client Hosting’s edge saw connect, on a normal chain', () => {
    expect(source(`198.51.100.7, ${EDGE}, ${FRONT}`, 'hope-fund.org')).toEqual({
      via: 'hosting',
      network: '198.51.100.7',
    });
    expect(source(`2001:db8:0:12::9, ${EDGE}, ${FRONT}`, 'Hope-Fund.web.app')).toEqual({
      via: 'hosting',
      network: '2001:db8:0:12::/64',
    });
  });

  it('ignores the forged entries a client pre-fills X-Forwarded-For with', () => {
    const forged = `203.0.113.1, 203.0.113.2, 198.51.100.7, ${EDGE}, ${FRONT}`;
    expect(source(forged, 'hope-fund.org')).toEqual({ via: 'hosting', network: '198.51.100.7' });
    expect(source(`not-an-address, 198.51.100.7, ${EDGE}, ${FRONT}`, 'hope-fund.org')).toEqual({
      via: 'hosting',
      network: '198.51.100.7',
    });
  });

  it('knows a direct call of the function’s own address, whatever it forged in X-Forwarded-For', () => {
    // No Hosting mark: the chain proves nothing, the call joins the one bucket of direct calls.
    expect(source(`203.0.113.1, 203.0.113.2, 198.51.100.9, ${FRONT}`)).toEqual({ via: 'direct' });
    expect(source(`198.51.100.9, ${FRONT}`, '')).toEqual({ via: 'direct' });
    expect(source(undefined)).toEqual({ via: 'direct' });
    // The mark forged, but a chain shorter than Hosting's: the caller's own connection, not through the edge.
    expect(source(`198.51.100.9, ${FRONT}`, 'hope-fund.org')).toEqual({ via: 'direct' });
    // Another site's host, or a client entry that is no address.
    expect(source(`198.51.100.7, ${EDGE}, ${FRONT}`, 'evil.example')).toEqual({ via: 'direct' });
    expect(source(`me, ${EDGE}, ${FRONT}`, 'hope-fund.org')).toEqual({ via: 'direct' });
  });

  it('cannot tell a caller that forges both the mark and a full chain: that one picks its entry (documented)', () => {
    expect(source(`203.0.113.66, 198.51.100.9, ${FRONT}`, 'hope-fund.org')).toEqual({
      via: 'hosting',
      network: '203.0.113.66',
    });
  });

  it('reads the rightmost entry when no proxy is trusted (the emulators’ stand-in for Hosting)', () => {
    expect(
      sourceOf({ forwardedFor: '203.0.113.1, 127.0.0.1', requestedHost: 'localhost:5173' }, 0, [
        'localhost:5173',
      ]),
    ).toEqual({
      via: 'hosting',
      network: '127.0.0.1',
    });
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
