import { readFileSync } from 'node:fs';
import { emulatorEnv } from '../../scripts/src/lib/local-config';

type SweepModule = typeof import('../../functions/src/receipts/sweep-receipts');

let loaded: Promise<SweepModule> | undefined;

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

/**
 * The body of the scheduled receipts sweep, run in this process against the emulators with the functions' own
 * local settings: the emulator runs no schedule, so a test runs the sweep when it wants one. The messages it
 * creates are delivered by the emulator's mail function into MailDev, as in production.
 */
export function receiptsSweep(): Promise<SweepModule> {
  loaded ??= (async () => {
    Object.assign(process.env, localValues('.env.local'), localValues('.secret.local'), emulatorEnv());
    return import('../../functions/src/receipts/sweep-receipts');
  })();
  return loaded;
}
