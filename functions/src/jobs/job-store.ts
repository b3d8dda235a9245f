import {
  JOB_UNITS_COLLECTION,
  JOBS_COLLECTION,
  jobSchema,
  jobUnderWay,
  newJob,
  type Job,
  type JobKind,
} from '@hope/domain/jobs';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { firestore } from '../platform/firestore';

/*
 * The job documents. `jobs/{id}` is what the office watches; `jobs/{id}/units/{unit}` holds each unit's input
 * and whether it is done (a unit is counted into the job in the same transaction that marks it done, so a
 * repeated task counts nothing twice); `jobs/{id}/units/plan` the job's parameters. `jobs_under_way/{kind}_{key}`
 * names the one job of a kind and key under way, so a second start joins it.
 */
export const JOBS_UNDER_WAY = 'jobs_under_way';
export const PLAN_UNIT = 'plan';

export const jobRef = (id: string) => firestore().collection(JOBS_COLLECTION).doc(id);
export const unitsOf = (id: string) => jobRef(id).collection(JOB_UNITS_COLLECTION);
export const underWayRef = (kind: JobKind, key: string) =>
  firestore()
    .collection(JOBS_UNDER_WAY)
    .doc(`${kind}_${key.replace(/\//g, '_')}`);

export const parseJob = (data: unknown): Job => jobSchema.parse(data);

export type StartedJob = { jobId: string; started: boolean; job: Job };

/**
 * Writes a new job (queued) with its parameters, or finds the one of the same kind and key under way (or, with
 * `id`, the job of that id in any state: work keyed by what it is about, such as a payout, is done once).
 */
export async function createJob(input: {
  kind: JobKind;
  key: string;
  params: Record<string, unknown>;
  startedBy: string;
  id?: string;
}): Promise<StartedJob> {
  const db = firestore();
  const ref = input.id ? jobRef(input.id) : db.collection(JOBS_COLLECTION).doc();
  const lock = underWayRef(input.kind, input.key);
  return db.runTransaction(async (tx) => {
    const [held, existing] = await tx.getAll(lock, ref);
    if (existing!.exists) return { jobId: ref.id, started: false, job: parseJob(existing!.data()) };
    if (held!.exists) {
      const otherRef = jobRef(held!.get('job_id') as string);
      const other = await tx.get(otherRef);
      if (other.exists && jobUnderWay(parseJob(other.data())))
        return { jobId: otherRef.id, started: false, job: parseJob(other.data()) };
    }
    const job = jobSchema.parse(newJob(input.kind, input.key, input.startedBy, new Date()));
    tx.create(ref, job);
    tx.set(ref.collection(JOB_UNITS_COLLECTION).doc(PLAN_UNIT), { params: input.params });
    tx.set(lock, { job_id: ref.id });
    return { jobId: ref.id, started: true, job };
  });
}

export async function readParams<P>(jobId: string): Promise<P> {
  return (await unitsOf(jobId).doc(PLAN_UNIT).get()).get('params') as P;
}

/** Ends a job (done or failed) and lets the next one of its kind and key start. */
export function endJob(
  tx: Transaction,
  ref: DocumentReference,
  job: Job,
  end: { state: 'done' } | { state: 'failed'; error: string },
): void {
  const at = new Date().toISOString();
  tx.update(ref, {
    state: end.state,
    error: end.state === 'failed' ? end.error : null,
    finished_at: at,
    updated_at: at,
  });
  const lock = underWayRef(job.kind, job.key);
  tx.delete(lock);
}

/**
 * Adds a finished unit's items, counts and notes to the job's, in the transaction that marks the unit done:
 * increments and a union only, so the job's document is written without being read.
 */
export function countUnit(
  tx: Transaction,
  ref: DocumentReference,
  items: number,
  result: { counts?: Record<string, number>; notes?: string[] },
): void {
  const patch: Record<string, unknown> = {
    done: FieldValue.increment(items),
    units_done: FieldValue.increment(1),
    updated_at: new Date().toISOString(),
  };
  for (const [name, value] of Object.entries(result.counts ?? {}))
    patch[`counts.${name}`] = FieldValue.increment(value);
  if (result.notes?.length) patch.notes = FieldValue.arrayUnion(...result.notes);
  tx.update(ref, patch);
}
