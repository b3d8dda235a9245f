import type { Request } from 'firebase-functions/https';
import { headersOf, isEmulator, trustedHops, type RequestSource } from './client-address';

/** Requests whose headers each instance logs after it starts. */
const LOGGED_PER_INSTANCE = 5;
let logged = 0;

/**
 * Logs the headers that decide a request's source for the first few requests of each instance, so that after a
 * deploy an operator sees how Hosting really sends them and whether HOSTING_TRUSTED_HOPS picks the client
 * (docs/abuse-limits.md says how to read them). The addresses live only in this log line, which Cloud Logging
 * keeps for its retention period; nothing is stored. Not on the emulators, where the tests' forged headers
 * would only fill the log.
 */
export function logRequestShape(req: Request, source: RequestSource): void {
  if (logged >= LOGGED_PER_INSTANCE || isEmulator()) return;
  logged += 1;
  const { forwardedFor, requestedHost } = headersOf(req);
  console.info('abuse: request shape', {
    path: req.path,
    'x-forwarded-for': forwardedFor ?? null,
    'x-fh-requested-host': requestedHost ?? null,
    'x-forwarded-host': req.get('x-forwarded-host') ?? null,
    host: req.get('host') ?? null,
    trustedHops: trustedHops(),
    source,
  });
}
