import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FirestoreEmulatorPlan } from './firestore-emulator';
import { repoRoot, stackCache } from './paths';

/*
 * The Firestore emulator aborts a listen channel holding more than 10,000 unsent messages, and keeps the aborted
 * stream for as long as it runs: every later write its query matches is sent to it again, fails, and is logged.
 * A benchmark after that meets a slowed emulator. This finds the emulator's line for it in its log.
 */
const OVERFLOW = 'too many pending messagings in the back channel';

/** The Firestore emulator's own log: firebase-tools writes it in the working folder, the standalone launch in .cache/logs. */
export function firestoreLogFile(plan: FirestoreEmulatorPlan): string {
  return plan.kind === 'standalone'
    ? join(stackCache('logs'), 'firestore.log')
    : join(repoRoot, 'firestore-debug.log');
}

/** Where the log ends now: pass it to overflowLoggedSince later. */
export function logEnd(file: string): number {
  return existsSync(file) ? statSync(file).size : 0;
}

/** Whether the emulator logged an aborted listen channel after `offset` (stops reading at the first one). */
export function overflowLoggedSince(file: string, offset: number): Promise<boolean> {
  if (!existsSync(file)) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const stream = createReadStream(file, { start: offset, encoding: 'utf8' });
    let carry = '';
    stream.on('data', (chunk) => {
      const text = carry + chunk;
      if (text.includes(OVERFLOW)) {
        stream.destroy();
        resolve(true);
      }
      carry = text.slice(-OVERFLOW.length);
    });
    stream.on('end', () => resolve(false));
    stream.on('error', reject);
  });
}
