import { isIPv4, isIPv6 } from 'node:net';
import { defineInt } from 'firebase-functions/params';
import type { Request } from 'firebase-functions/https';
import { siteOrigin } from '../platform/config';

/**
 * How many entries at the right of X-Forwarded-For Google's own proxies wrote after the client's address on
 * a request that Firebase Hosting rewrote to the function. Every proxy appends the peer it received the
 * request from: through Hosting the chain reads `<whatever the client sent>, <client>, <Hosting's edge>,
 * <Google front end>`, so the client is the third from the right (2, the default). The first requests of each
 * instance log their headers (request-shape-log.ts) so an operator can check the figure after a deploy and set
 * it in functions/.env.<project> if Hosting ever sends another layout (docs/abuse-limits.md).
 */
export const hostingTrustedHops = defineInt('HOSTING_TRUSTED_HOPS', {
  default: 2,
  description: 'X-Forwarded-For entries Google appends after the client behind Hosting (2)',
});

/**
 * On the emulators the local stand-in for Hosting (the Vite proxy) appends the browser's address and nothing
 * follows it: the rightmost entry is the client.
 */
export const EMULATOR_TRUSTED_HOPS = 0;

/**
 * Where a request came from: through the site (Hosting, or its local stand-in), from a client network; or
 * `direct`: a call of the function's own address (`*.run.app`, `cloudfunctions.net`) or anything that does not
 * carry Hosting's marks, whose X-Forwarded-For proves nothing. Direct traffic shares one strict bucket.
 */
export type RequestSource = { via: 'hosting'; network: string } | { via: 'direct' };

export type SourceHeaders = { forwardedFor?: string; requestedHost?: string };

function chainOf(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The request's source. Hosting names the site's host in `x-fh-requested-host` on every request it rewrites
 * to a function; a direct call carries it only if forged. Hosting's chain is at least `trustedHops + 1` long;
 * a shorter one did not pass its edge. The client entry must be an address: anything else was written by hand.
 */
export function sourceOf(headers: SourceHeaders, trustedHops: number, siteHosts: string[]): RequestSource {
  const requested = (headers.requestedHost ?? '').trim().toLowerCase();
  if (!requested || !siteHosts.includes(requested)) return { via: 'direct' };
  const chain = chainOf(headers.forwardedFor);
  if (chain.length < trustedHops + 1) return { via: 'direct' };
  const client = chain[chain.length - 1 - trustedHops]!;
  const bare = client.replace(/^\[|\](:\d+)?$/g, '').replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1');
  if (!isIPv4(bare) && !isIPv6(bare)) return { via: 'direct' };
  return { via: 'hosting', network: networkOf(client) };
}

/**
 * One key per network: an IPv4 address as is; an IPv6 address by its /64 prefix, because one household or
 * phone is handed a whole /64 and could otherwise change address at will.
 */
export function networkOf(address: string): string {
  const bare = address.replace(/^\[|\](:\d+)?$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(bare)) return bare.replace(/:\d+$/, '');
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head, tail] = address.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`::ffff:1.2.3.4`-like forms) fills two of the eight groups.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const missing =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - width(left) - width(right))).fill('0');
  return [...left, ...missing, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

export function isEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

/** The hosts Hosting serves the site under: the site's origin, and the project's two default domains. */
export function siteHosts(): string[] {
  const project = process.env.GCLOUD_PROJECT;
  const own = new URL(siteOrigin.value()).host.toLowerCase();
  return project ? [own, `${project}.web.app`, `${project}.firebaseapp.com`] : [own];
}

export function trustedHops(): number {
  return isEmulator() ? EMULATOR_TRUSTED_HOPS : hostingTrustedHops.value();
}

export function headersOf(req: Request): SourceHeaders {
  const forwarded = req.headers['x-forwarded-for'];
  return {
    forwardedFor: Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    requestedHost: req.get('x-fh-requested-host'),
  };
}

/** The caller's source, as the limits count it. */
export function requestSource(req: Request): RequestSource {
  return sourceOf(headersOf(req), trustedHops(), siteHosts());
}
