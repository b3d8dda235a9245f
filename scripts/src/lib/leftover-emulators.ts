import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

/**
 * Stops any Firestore emulator still running from this checkout's wrapper jar once its stack has stopped.
 * firebase-tools may start the emulator's java in a process group of its own, which stopping the launcher's
 * groups does not reach; a run where firebase-tools was stopped before it stopped java left one listening on
 * the Firestore port, and the next `npm test` could not start. Only those of this network namespace: the shards
 * of `npm test` run their stacks side by side, each in a namespace of its own, and one ending must leave the
 * others' emulators running. Linux only (/proc); elsewhere it does nothing.
 */
export function stopLeftoverEmulators(): void {
  const marker = join(repoRoot, '.cache', 'firestore-emulator');
  let entries: string[];
  let namespace: string;
  try {
    entries = readdirSync('/proc');
    namespace = readlinkSync('/proc/self/ns/net');
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (commandLine.includes(marker) && readlinkSync(`/proc/${entry}/ns/net`) === namespace) {
        process.kill(Number(entry), 'SIGKILL');
      }
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
}
