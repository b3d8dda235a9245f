import { JOBS_COLLECTION, jobSchema, type Job } from '@hope/domain/jobs';
import type { Firestore } from 'firebase-admin/firestore';
import { readdirSync, readFileSync } from 'node:fs';
import { ports, urls } from '../../scripts/src/lib/local-config';
import { eventually } from './maildev';

/** Waits until a background job has ended (done or stopped) and gives its document. */
export async function jobEnded(db: Firestore, jobId: string, timeoutMs = 60_000): Promise<Job> {
  return eventually(
    `job ${jobId} ended`,
    async () => {
      const job = jobSchema.parse((await db.collection(JOBS_COLLECTION).doc(jobId).get()).data());
      return job.state === 'done' || job.state === 'failed' ? job : undefined;
    },
    timeoutMs,
  );
}

/**
 * Cuts off every function the Functions emulators are running, as production cuts off an instance at its
 * timeout or when it crashes: their worker processes are killed (the emulators start new ones for the next
 * call). Linux only (/proc).
 */
export function killFunctionWorkers(): number {
  let killed = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!commandLine.includes('functionsEmulatorRuntime')) continue;
      process.kill(Number(entry), 'SIGKILL');
      killed += 1;
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return killed;
}

/** Posts a task to a task-queue function as Cloud Tasks would deliver it again (a replayed task). */
export async function replayTask(fn: string, data: unknown): Promise<number> {
  const response = await fetch(`${urls.functionsRoot}/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  return response.status;
}

/**
 * The Functions emulator's Firestore triggers off while a benchmark seeds thousands of records, which would
 * otherwise queue thousands of progress recounts ahead of the work it measures (a school's year-end run or payout
 * does not follow such a burst of writes). Task queues are not triggers: jobs run either way.
 */
export async function backgroundTriggers(state: 'enable' | 'disable'): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${ports.hub}/functions/${state}BackgroundTriggers`, {
    method: 'PUT',
  });
  if (!response.ok) throw new Error(`Emulator hub: ${state} triggers answered ${response.status}`);
}
