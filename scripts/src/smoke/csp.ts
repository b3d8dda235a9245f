/** A Content-Security-Policy as directive -> sources (names lower-cased, sources as written). */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * What the local stack adds (web/hosting-headers.ts): a source on this machine (the emulators, the Stripe
 * sandbox), and on the dev server the nonce of its one inline script, React's refresh preamble.
 */
const LOCAL_SOURCE = /^(https?|wss?):\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$|^'nonce-[\w+/=-]+'$/;

/**
 * How the served policy differs from firebase.json's: a directive or source missing or added. A local server
 * may add its local sources; a deployed site adds nothing.
 */
export function cspDifferences(expected: string, served: string, local: boolean): string[] {
  const want = parseCsp(expected);
  const got = parseCsp(served);
  const differences: string[] = [];
  for (const [directive, sources] of want) {
    const servedSources = got.get(directive);
    if (!servedSources) {
      differences.push(`${directive} missing`);
      continue;
    }
    const missing = sources.filter((source) => !servedSources.includes(source));
    const added = servedSources.filter(
      (source) => !sources.includes(source) && !(local && LOCAL_SOURCE.test(source)),
    );
    if (missing.length) differences.push(`${directive} lacks ${missing.join(' ')}`);
    if (added.length) differences.push(`${directive} adds ${added.join(' ')}`);
  }
  for (const directive of got.keys()) if (!want.has(directive)) differences.push(`${directive} added`);
  return differences;
}
