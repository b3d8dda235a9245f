import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths';
import { fail, pass, type Check } from './check';
import { cspDifferences } from './csp';
import type { Answer } from './site';

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/** The headers firebase.json has Hosting send on every path (`**`): the file is the one source. */
export function securityHeaders(
  firebaseJsonPath = join(repoRoot, 'firebase.json'),
): { key: string; value: string }[] {
  const firebaseJson = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as {
    hosting: { headers?: HeaderRule[] };
  };
  const everywhere = firebaseJson.hosting.headers?.find((rule) => rule.source === '**');
  if (!everywhere) throw new Error('firebase.json sets no headers on **');
  return everywhere.headers;
}

/** Each header firebase.json sets on `**` that the answer lacks or sends otherwise, in words. */
export function headerDifferences(answer: Answer, local: boolean): string[] {
  return securityHeaders().flatMap(({ key, value }) => {
    const served = answer.headers.get(key);
    if (served === null) return [`${key} missing`];
    if (key.toLowerCase() === 'content-security-policy') {
      const differences = cspDifferences(value, served, local);
      return differences.length ? [`${key}: ${differences.join('; ')}`] : [];
    }
    return served === value ? [] : [`${key} is "${served}", firebase.json says "${value}"`];
  });
}

export const securityHeadersCheck: Check = {
  name: "security headers on / (firebase.json's ** rule)",
  run: async (site) => {
    const answer = await site.request('/');
    const differences = headerDifferences(answer, site.local);
    const names = securityHeaders().map(({ key }) => key);
    return differences.length
      ? fail(differences.join(' | '))
      : pass(`${names.length} headers as firebase.json sets them: ${names.join(', ')}`);
  },
};
