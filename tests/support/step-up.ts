import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { urls } from './emulators';

/** The host Hosting's local stand-in (the web server's proxy) names in `x-fh-requested-host`. */
export const SITE_HOST = new URL(urls.web).host;

/** The headers a request carries through the site from this client address, as Hosting rewrites it. */
export const throughSite = (address: string) => ({
  'x-forwarded-for': address,
  'x-fh-requested-host': SITE_HOST,
});

/** The header the page resends a request with once it has solved the challenge it was asked. */
export const PROOF_HEADER = 'x-hope-proof';

/** A challenge's answer found as the page's worker finds it: the payload the header carries. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge found no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The challenge of a step-up answer (429 with `{challenge}`), or undefined. */
export const challengeOf = (body: unknown): Challenge | undefined =>
  (body as { challenge?: Challenge } | null)?.challenge;
