/** A Content-Security-Policy as directive -> sources (names lower-cased, sources as written). */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** A source on this machine: what the local stack adds for the emulators and the Stripe sandbox. */
const LOOPBACK_SOURCE = /^(https?|wss?):\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/**
 * How the served policy differs from firebase.json's: a directive or source missing or added. A local server
 * may add loopback sources (`vite preview` adds the emulators and the sandbox); a deployed site adds nothing.
 */
export function cspDifferences(expected: string, served: string, allowLoopback: boolean): string[] {
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
      (source) => !sources.includes(source) && !(allowLoopback && LOOPBACK_SOURCE.test(source)),
    );
    if (missing.length) differences.push(`${directive} lacks ${missing.join(' ')}`);
    if (added.length) differences.push(`${directive} adds ${added.join(' ')}`);
  }
  for (const directive of got.keys()) if (!want.has(directive)) differences.push(`${directive} added`);
  return differences;
}
