import { countOf } from '../messages';
import type { Job } from './job';

/**
 * A job's state in a line the office reads as it changes: "Waiting to start", "Preparing", "Sending 400 of
 * 2,000 statements", "Done", "Stopped: <why>". `noun` names the items: ['statement', 'statements'].
 */
export function jobProgressText(job: Job, noun: readonly [string, string], verb = 'Working on'): string {
  switch (job.state) {
    case 'queued':
      return 'Waiting to start';
    case 'running':
      return job.total === null
        ? 'Preparing'
        : `${verb} ${job.done.toLocaleString('en-US')} of ${countOf(job.total, ...noun)}`;
    case 'done':
      return `Done: ${countOf(job.done, ...noun)}`;
    case 'failed':
      return `Stopped after ${countOf(job.done, ...noun)}: ${job.error ?? 'an unknown error'}`;
  }
}

/** The share done, 0 to 1, for a progress bar; null while the total is unknown. */
export function jobFraction(job: Pick<Job, 'total' | 'done' | 'state'>): number | null {
  if (job.state === 'done') return 1;
  if (job.total === null) return null;
  return job.total === 0 ? 1 : Math.min(1, job.done / job.total);
}
