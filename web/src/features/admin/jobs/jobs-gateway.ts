import { JOBS_COLLECTION, jobSchema, type Job, type JobKind, type JobRequest } from '@hope/domain/jobs';
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Unsubscribe,
} from 'firebase/firestore';
import { callable } from '../data/callable';
import { db } from '../firebase';

/*
 * The office's view of a job: its document, live (every member reads them; only the functions write them),
 * and the Resume of one that stopped, same-origin like the other callables.
 */

export type WatchedJob = Job & { id: string };

function parsed(id: string, data: unknown): WatchedJob | null {
  const job = jobSchema.safeParse(data);
  if (!job.success) console.error(`Skipping jobs/${id}: it does not match the schema`);
  return job.success ? { ...job.data, id } : null;
}

/** One job, live; null while it is not there (yet). */
export function watchJob(jobId: string, onChange: (job: WatchedJob | null) => void): Unsubscribe {
  return onSnapshot(
    doc(db, JOBS_COLLECTION, jobId),
    (snapshot) => onChange(snapshot.exists() ? parsed(snapshot.id, snapshot.data()) : null),
    (error) => console.error('Listening to a job failed', error),
  );
}

/** The latest job of a kind about a key (the year-end run of 2026), live; null when there has been none. */
export function watchLatestJob(
  kind: JobKind,
  key: string,
  onChange: (job: WatchedJob | null) => void,
): Unsubscribe {
  const latest = query(
    collection(db, JOBS_COLLECTION),
    where('kind', '==', kind),
    where('key', '==', key),
    orderBy('created_at', 'desc'),
    limit(1),
  );
  return onSnapshot(
    latest,
    (snapshot) => {
      const found = snapshot.docs[0];
      onChange(found ? parsed(found.id, found.data()) : null);
    },
    (error) => console.error('Listening to the latest job failed', error),
  );
}

export const runJobAction = callable<JobRequest, { ok: true }>('/api/jobs/action');
