import { z } from '../zod';

/*
 * Long work runs as a job in the background (a task queue), never inside a request anyone waits on: the
 * year-end statements, a payout's itemising, fetching the payouts of a range of days. A job is planned into
 * units of work, each done once; its document, which the back office watches, says how far it has come.
 * Read by members, written by the functions alone.
 */
export const JOBS_COLLECTION = 'jobs';
/** A job's units, `jobs/{id}/units/{unit}`: each unit's input and whether it is done. Functions only. */
export const JOB_UNITS_COLLECTION = 'units';

export const jobKinds = ['year_end_statements', 'itemise_payout', 'fetch_payouts', 'charge_pledges'] as const;
export const jobKindSchema = z.enum(jobKinds);
export type JobKind = z.infer<typeof jobKindSchema>;

/** queued: waiting for its first task; running: planned or planning; done; failed: stopped, with its reason. */
export const jobStateSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type JobState = z.infer<typeof jobStateSchema>;

const count = z.number().int().nonnegative();

export const jobSchema = z.object({
  kind: jobKindSchema,
  /** What the job is about, for people and for finding a running one: '2026', 'po_123', '2026-11-01/2026-11-28'. */
  key: z.string().min(1).max(200),
  state: jobStateSchema,
  /** Items of work (statements, payout lines, payouts): null until the job is planned. */
  total: count.nullable(),
  done: count,
  /** Units planned (null until planned) and units finished. */
  units: count.nullable(),
  units_done: count,
  /** What the finished units report, summed: e.g. { sent: 1998, already_sent: 2 }. */
  counts: z.record(z.string(), z.number().int()),
  /** What people should know of single items: "Payout po_1 was made by hand: Stripe does not itemise it." */
  notes: z.array(z.string().max(500)).max(500),
  /** Why the job stopped, in words a treasurer understands; null unless failed. */
  error: z.string().max(2000).nullable(),
  /** Who started it: a member's name, or 'Stripe' for work a Stripe event started. */
  started_by: z.string().max(200),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
  /** How many times the office resumed it after it failed (0 for a job never resumed). */
  resumed: count,
});
export type Job = z.infer<typeof jobSchema>;

/** A job in its first state, as `startJob` writes it. */
export function newJob(kind: JobKind, key: string, startedBy: string, now: Date): Job {
  const at = now.toISOString();
  return {
    kind,
    key,
    state: 'queued',
    total: null,
    done: 0,
    units: null,
    units_done: 0,
    counts: {},
    notes: [],
    error: null,
    started_by: startedBy,
    created_at: at,
    updated_at: at,
    finished_at: null,
    resumed: 0,
  };
}

/** A job that is still to end: a second start of the same kind and key joins it instead of running twice. */
export const jobUnderWay = (job: Pick<Job, 'state'>): boolean =>
  job.state === 'queued' || job.state === 'running';

/** The office's requests about a job: resume one that failed. */
export const jobRequestSchema = z.object({
  action: z.literal('resume'),
  jobId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Unknown job'),
});
export type JobRequest = z.infer<typeof jobRequestSchema>;

/** What a request that starts a job answers: the job to watch. */
export interface JobStarted {
  jobId: string;
  /** False when a job of the same kind and key was already under way: the answer names that one. */
  started: boolean;
}
