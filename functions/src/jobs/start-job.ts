import type { JobKind, JobStarted } from '@hope/domain/jobs';
import { firestore } from '../platform/firestore';
import { queuePending, stepTask } from './define-job';
import { JobFailure } from './job-failure';
import { createJob, jobRef, parseJob, underWayRef, unitsOf } from './job-store';

/**
 * Starts a job: its document, then its first task. A start of the same kind and key while one is under way
 * names that one (started: false). Both writes are idempotent, so a caller that fails between them (a
 * webhook answered 5xx) simply starts again.
 */
export async function startJob(
  kind: JobKind,
  input: { key: string; params: Record<string, unknown>; startedBy: string; id?: string },
): Promise<JobStarted> {
  const created = await createJob({ kind, ...input });
  if (created.job.state === 'queued') await stepTask(kind, { jobId: created.jobId, step: 'plan' });
  return { jobId: created.jobId, started: created.started };
}

/**
 * The office's Resume of a job that stopped: it runs again from where it stopped (the units not done; the
 * plan if it had none), under a new attempt number so that Cloud Tasks takes the tasks afresh.
 */
export async function resumeJob(jobId: string): Promise<void> {
  const ref = jobRef(jobId);
  const db = firestore();
  const job = await db.runTransaction(async (tx) => {
    const current = parseJob((await tx.get(ref)).data());
    if (current.state !== 'failed') throw new JobFailure('Only a job that stopped can be resumed.');
    const lock = underWayRef(current.kind, current.key);
    const held = await tx.get(lock);
    if (held.exists && held.get('job_id') !== jobId)
      throw new JobFailure('Another run of the same work is under way; wait for it to end.');
    tx.set(lock, { job_id: jobId });
    const resumed = current.resumed + 1;
    tx.update(ref, {
      state: current.units === null ? 'queued' : 'running',
      error: null,
      finished_at: null,
      resumed,
    });
    return { ...current, resumed };
  });
  if (job.units === null) return stepTask(job.kind, { jobId, step: 'plan' }, job.resumed);
  const left = await unitsOf(jobId).where('done', '==', false).limit(1).get();
  if (left.empty) return stepTask(job.kind, { jobId, step: 'finish' }, job.resumed);
  await queuePending(job.kind, jobId, job.resumed);
}
