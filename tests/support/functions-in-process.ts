import { readFileSync } from 'node:fs';
import { emulatorEnv } from '../../scripts/src/lib/local-config';

/** KEY=VALUE lines of the functions' local env files, as the functions emulator reads them. */
function localValues(file: string): Record<string, string> {
  const text = readFileSync(new URL(`../../functions/${file}`, import.meta.url), 'utf8');
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) values[match[1]!] = match[2]!;
  }
  return values;
}

let configured = false;

/**
 * Loads functions' modules into this process, against the emulators, with the functions' own local settings and
 * secrets: a test then runs a function's body (the scheduled sweep, which the emulator never runs) or delivers a
 * trigger an event again, as Cloud Functions would after a failure (the emulator never retries). What they write
 * reaches the emulator's other triggers, so a message created here is sent by the emulator's mail function.
 */
export function inProcess<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    if (!configured) {
      Object.assign(process.env, localValues('.env.local'), localValues('.secret.local'), emulatorEnv());
      configured = true;
    }
    loaded ??= load();
    return loaded;
  };
}
