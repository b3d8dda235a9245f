import { jobUnderWay, type JobKind } from '@hope/domain/jobs';
import { useEffect, useRef } from 'react';
import { useWatchedDocument, useWatchedQuery } from '../data/provider';
import { jobDocument, latestJobQuery, type WatchedJob } from './jobs-gateway';

/**
 * The job to show: the one this screen just started (`startedId`), else the latest of its kind about `key`,
 * live, so a run under way still shows after a reload or on a colleague's screen. `onDone` is told once when
 * a job seen under way here has finished.
 */
export function useJob(
  kind: JobKind,
  key: string,
  startedId: string | null,
  onDone?: (job: WatchedJob) => void,
): WatchedJob | null {
  const started = useWatchedDocument(startedId ? jobDocument(startedId) : null);
  const latest = useWatchedQuery(startedId ? null : latestJobQuery(kind, key));
  const job = startedId ? started.data : (latest.data[0] ?? null);
  const source = startedId ?? `${kind}/${key}`;
  const done = useRef(onDone);
  // The jobs seen under way, for the job shown now (another source starts afresh).
  const underWay = useRef({ source, ids: new Set<string>() });
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (underWay.current.source !== source) underWay.current = { source, ids: new Set() };
    const seen = underWay.current.ids;
    if (job && jobUnderWay(job)) seen.add(job.id);
    else if (job?.state === 'done' && seen.delete(job.id)) done.current?.(job);
  }, [source, job]);
  return job;
}
