import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export type Java = { bin: string; home: string | null; major: number };

function majorVersionOf(bin: string): number | null {
  // `java -version` prints to stderr.
  const run = spawnSync(bin, ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (run.error) return null;
  return parseMajor(`${run.stderr ?? ''}${run.stdout ?? ''}`);
}

function parseMajor(text: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match?.[1]) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

function candidates(): string[] {
  const found: string[] = [];
  if (process.env.JAVA_HOME) found.push(join(process.env.JAVA_HOME, 'bin', 'java'));
  found.push('java');
  for (const root of ['/usr/lib/jvm', '/usr/local/lib/jvm', '/opt/java']) {
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root)) found.push(join(root, entry, 'bin', 'java'));
  }
  return found;
}

function withVersion(bin: string): Java | null {
  if (bin !== 'java' && !existsSync(bin)) return null;
  const major = majorVersionOf(bin);
  if (major === null) return null;
  const home = bin === 'java' ? null : join(bin, '..', '..');
  return { bin, home, major };
}

/** The newest Java found on this machine (JAVA_HOME, PATH, the usual JVM folders), or null. */
export function findNewestJava(): Java | null {
  let best: Java | null = null;
  for (const bin of candidates()) {
    const java = withVersion(bin);
    if (java && (!best || java.major > best.major)) best = java;
  }
  return best;
}
