import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'firebase-functions/https';

/**
 * Behind Firebase Hosting, X-Forwarded-For reaches the function as
 * `<whatever the client sent>, <client>, <Hosting edge>, <Google front end>`: every proxy appends the address
 * of the peer it received the request from, and Google's front end before Cloud Run appends its own. The
 * entries a client sends come first and prove nothing, so we count from the right: the two rightmost are
 * Google's own, the third from the right is the client as Hosting's edge saw it connect. A caller of the
 * function's own address skips Hosting, so that entry is one it wrote: the per-network limit holds for the
 * site's traffic only, and the hourly caps of all clients (limits.ts, capFor) bound the rest (README).
 */
export const HOSTING_TRUSTED_HOPS = 2;

/**
 * On the emulators nothing sits in front of the function (the Functions emulator hands requests over a local
 * socket and keeps their headers): the rightmost entry, written by the local proxy or a test, is the address.
 */
export const EMULATOR_TRUSTED_HOPS = 0;

/** The address a limit is counted against, or null when the chain is empty. */
export function addressFromForwardedFor(header: string | undefined, trustedHops: number): string | null {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  // A shorter chain than expected (a caller that skipped Hosting) still yields its own, connecting address.
  return networkOf(entries[Math.max(0, entries.length - 1 - trustedHops)]!);
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

/** The caller's network: the trusted X-Forwarded-For hop, else the socket's peer (never absent in production). */
export function clientAddress(req: Request): string {
  const forwarded = req.headers['x-forwarded-for'];
  const header = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const hops = isEmulator() ? EMULATOR_TRUSTED_HOPS : HOSTING_TRUSTED_HOPS;
  return addressFromForwardedFor(header, hops) ?? networkOf(req.socket?.remoteAddress ?? 'unknown');
}
