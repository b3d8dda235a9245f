import { JOBS_COLLECTION, jobSchema, type JobKind, type JobRequest } from '@hope/domain/jobs';
import { callable } from '../data/callable';
import type { DocumentSpec, Parsed, QuerySpec } from '../data/provider';

/*
 * The office's view of a job: its document, live (every member reads them; only the functions write them),
 * and the Resume of one that stopped, same-origin like the other callables.
 */

export type WatchedJob = Parsed<typeof jobSchema>;

/** One job (null while it is not there yet). */
export const jobDocument = (jobId: string) =>
  ({ collection: JOBS_COLLECTION, id: jobId, schema: jobSchema }) satisfies DocumentSpec;

/** The latest job of a kind about a key (the year-end run of 2026), if there has been one. */
export const latestJobQuery = (kind: JobKind, key: string) =>
  ({
    collection: JOBS_COLLECTION,
    schema: jobSchema,
    where: [
      ['kind', '==', kind],
      ['key', '==', key],
    ],
    orderBy: [['created_at', 'desc']],
    limit: 1,
  }) satisfies QuerySpec;

export const runJobAction = callable<JobRequest, { ok: true }>('/api/jobs/action');
