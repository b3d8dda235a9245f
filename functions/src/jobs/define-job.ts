import { type JobKind } from '@hope/domain/jobs';
import { logger } from 'firebase-functions';
import type { SecretParam } from 'firebase-functions/params';
import { onTaskDispatched, type Request } from 'firebase-functions/tasks';
import { emulatorFigures } from '../platform/emulator-figures';
import { firestore } from '../platform/firestore';
import { JOB_FUNCTIONS } from './job-functions';
import { JobFailure } from './job-failure';
import { countUnit, endJob, jobRef, parseJob, PLAN_UNIT, readParams, unitsOf } from './job-store';
import { enqueueTask, TASK_DEADLINE_SECONDS, taskId } from './task-queue';

/** A unit of work as the plan gives it: how many items it covers, and its input (stored, at most ~900 KB). */
export type PlannedUnit<U> = { items: number; input: U };

/** What a step knows of its run: which job, and whether an earlier attempt of this same task was cut off. */
export type StepContext = { jobId: string; unitId: string; retried: boolean };

/** What a step reports: counts summed into the job's, notes for people, and (a unit) an output for `finish`. */
export type UnitResult = { counts?: Record<string, number>; notes?: string[]; output?: unknown };

/** A finished unit as `finish` receives it: its input and the output it reported. */
export type DoneUnit<U> = { input: U; output: unknown };

export interface JobDefinition<P, U> {
  /** Its task-queue function is JOB_FUNCTIONS[kind]. */
  kind: JobKind;
  /** Splits the work into units (read what is to do; write nothing that a second plan would repeat). */
  plan: (params: P, context: StepContext) => Promise<PlannedUnit<U>[]>;
  /** Does one unit; must be safe to run again after an attempt that was cut off at any point. */
  unit: (input: U, params: P, context: StepContext) => Promise<UnitResult>;
  /** After the last unit: puts the units' results together (run again if cut off). */
  finish?: (params: P, units: DoneUnit<U>[], context: StepContext) => Promise<UnitResult>;
  secrets?: SecretParam[];
  /** Units under way at once (Stripe's rate limit, the mail provider's connections). */
  concurrency: number;
  memory?: '256MiB' | '512MiB' | '1GiB' | '2GiB';
}

type Step =
  | { jobId: string; step: 'plan' }
  | { jobId: string; step: 'unit'; unit: string }
  | { jobId: string; step: 'finish' };

/** Tries per task before the job stops with the reason; the pauses grow from 5 s to 5 minutes. */
const MAX_ATTEMPTS = 6;

/**
 * Cloud Tasks' retries of a step: six tries, the pauses doubling from `minBackoffSeconds` (5 s deployed) up to
 * 5 minutes. On the emulators functions/.env.local may start them shorter (JOB_RETRY_MIN_BACKOFF_SECONDS), so a
 * test of a cut-off unit does not sit out a pause sized for production; the tries are as many.
 */
export function jobRetryConfig() {
  const [minBackoffSeconds = 5] = emulatorFigures('JOB_RETRY_MIN_BACKOFF_SECONDS') ?? [];
  return { maxAttempts: MAX_ATTEMPTS, minBackoffSeconds, maxBackoffSeconds: 300, maxDoublings: 6 };
}

const unitIdOf = (index: number) => `u${String(index).padStart(5, '0')}`;
const WRITES_PER_BATCH = 400;

export function stepTask(kind: JobKind, step: Step, attempt = 0): Promise<void> {
  const fn = JOB_FUNCTIONS[kind];
  const unit = step.step === 'unit' ? step.unit : step.step;
  return enqueueTask(fn, step, taskId(step.jobId, unit, attempt ? `r${attempt}` : ''));
}

/** Writes the planned units (unless a cut-off plan wrote them already) and the job's total, then queues them. */
async function planStep<P, U>(def: JobDefinition<P, U>, jobId: string, retried: boolean): Promise<void> {
  const ref = jobRef(jobId);
  const snapshot = await ref.get();
  // A job that is gone (a test's wiped database) has nothing left to do.
  if (!snapshot.exists) return;
  const job = parseJob(snapshot.data());
  if (job.state === 'done' || job.state === 'failed') return;
  if (job.units === null) {
    const params = await readParams<P>(jobId);
    const planned = await def.plan(params, { jobId, unitId: PLAN_UNIT, retried });
    const db = firestore();
    for (let start = 0; start < planned.length; start += WRITES_PER_BATCH) {
      const batch = db.batch();
      planned.slice(start, start + WRITES_PER_BATCH).forEach((unit, offset) =>
        batch.set(unitsOf(jobId).doc(unitIdOf(start + offset)), {
          items: unit.items,
          input: unit.input,
          done: false,
        }),
      );
      await batch.commit();
    }
    const total = planned.reduce((sum, unit) => sum + unit.items, 0);
    await db.runTransaction(async (tx) => {
      const now = parseJob((await tx.get(ref)).data());
      if (now.units !== null) return;
      tx.update(ref, {
        state: 'running',
        total,
        units: planned.length,
        updated_at: new Date().toISOString(),
      });
    });
    if (planned.length === 0) return lastStep(def, jobId);
  }
  await queuePending(def.kind, jobId, job.resumed);
}

/** Queues every unit not yet done (a plan cut off after queuing some queues the rest; ids repeat nothing). */
export async function queuePending(kind: JobKind, jobId: string, attempt: number): Promise<void> {
  const pending = await unitsOf(jobId).where('done', '==', false).select().get();
  const ids = pending.docs.map((doc) => doc.id).filter((id) => id !== PLAN_UNIT);
  for (let start = 0; start < ids.length; start += 50)
    await Promise.all(
      ids.slice(start, start + 50).map((unit) => stepTask(kind, { jobId, step: 'unit', unit }, attempt)),
    );
}

async function unitStep<P, U>(def: JobDefinition<P, U>, jobId: string, unitId: string, retried: boolean) {
  const unitRef = unitsOf(jobId).doc(unitId);
  const [jobSnapshot, unitSnapshot] = await firestore().getAll(jobRef(jobId), unitRef);
  if (!jobSnapshot!.exists || !unitSnapshot!.exists) return;
  if (parseJob(jobSnapshot!.data()).state !== 'running') return;
  if (unitSnapshot!.get('done') !== true) {
    const input = unitSnapshot!.get('input') as U;
    const result = await def.unit(input, await readParams<P>(jobId), { jobId, unitId, retried });
    // The unit is marked done and counted into the job at once; the job's document is only written to, never
    // read, here: the units of a job finish side by side without waiting on each other's transactions.
    await firestore().runTransaction(async (tx) => {
      if ((await tx.get(unitRef)).get('done') === true) return;
      tx.update(unitRef, { done: true, counts: result.counts ?? {}, output: result.output ?? null });
      countUnit(tx, jobRef(jobId), unitSnapshot!.get('items') as number, result);
    });
  }
  // Also after a retry whose earlier attempt counted the unit and was cut off before this point.
  const job = parseJob((await jobRef(jobId).get()).data());
  if (job.state !== 'running' || job.units === null || job.units_done < job.units) return;
  if (def.finish) await stepTask(def.kind, { jobId, step: 'finish' });
  else await lastStep(def, jobId);
}

async function lastStep<P, U>(def: JobDefinition<P, U>, jobId: string, retried = false): Promise<void> {
  const ref = jobRef(jobId);
  if (!def.finish) {
    await firestore().runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (snapshot.exists && parseJob(snapshot.data()).state === 'running')
        endJob(tx, ref, parseJob(snapshot.data()), { state: 'done' });
    });
    return;
  }
  const snapshot = await ref.get();
  if (!snapshot.exists || parseJob(snapshot.data()).state !== 'running') return;
  const units = await unitsOf(jobId).where('done', '==', true).get();
  const done = units.docs
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((doc) => ({ input: doc.get('input') as U, output: doc.get('output') as unknown }));
  const result = await def.finish(await readParams<P>(jobId), done, { jobId, unitId: 'finish', retried });
  await firestore().runTransaction(async (tx) => {
    const now = parseJob((await tx.get(ref)).data());
    if (now.state !== 'running') return;
    const patch: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(result.counts ?? {})) patch[`counts.${name}`] = value;
    if (result.notes?.length) patch.notes = [...now.notes, ...result.notes];
    if (Object.keys(patch).length) tx.update(ref, patch);
    endJob(tx, ref, now, { state: 'done' });
  });
}

/** The job stops with the reason, in words, once its task has used its last attempt. */
async function stopJob(jobId: string, error: unknown): Promise<void> {
  const reason =
    error instanceof JobFailure
      ? error.message
      : 'Something went wrong on our side; resume the job to try again.';
  const ref = jobRef(jobId);
  await firestore().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return;
    const job = parseJob(snapshot.data());
    if (job.state === 'queued' || job.state === 'running')
      endJob(tx, ref, job, { state: 'failed', error: reason });
  });
}

/**
 * The task-queue function of a job kind. Each task is one step (plan, a unit, finish), retried by Cloud Tasks
 * with growing pauses when it throws; a step whose last attempt fails stops the job with the reason (a
 * JobFailure's words, else a general sentence, the detail in the log), and the office may resume it.
 */
export function defineJob<P, U>(def: JobDefinition<P, U>) {
  return onTaskDispatched<Step>(
    {
      retryConfig: jobRetryConfig(),
      rateLimits: { maxConcurrentDispatches: def.concurrency },
      timeoutSeconds: TASK_DEADLINE_SECONDS,
      memory: def.memory ?? '512MiB',
      secrets: def.secrets ?? [],
    },
    async (request: Request<Step>) => {
      const step = request.data;
      const retried = request.retryCount > 0;
      try {
        if (step.step === 'plan') await planStep(def, step.jobId, retried);
        else if (step.step === 'unit') await unitStep(def, step.jobId, step.unit, retried);
        else await lastStep(def, step.jobId, retried);
      } catch (error) {
        logger.error(
          `Job ${step.jobId} (${def.kind}) step ${step.step} failed (attempt ${request.retryCount + 1})`,
          error,
        );
        if (!(error instanceof JobFailure) && request.retryCount + 1 < MAX_ATTEMPTS) throw error;
        await stopJob(step.jobId, error);
      }
    },
  );
}
