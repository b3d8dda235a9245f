import { jobUnderWay, type JobKind } from '@hope/domain/jobs';
import { useEffect, useRef, useState } from 'react';
import { watchJob, watchLatestJob, type WatchedJob } from './jobs-gateway';

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
  const source = startedId ?? `${kind}/${key}`;
  const [seen, setSeen] = useState<{ source: string; job: WatchedJob | null }>({ source, job: null });
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const underWay = new Set<string>();
    const show = (job: WatchedJob | null) => {
      setSeen({ source, job });
      if (job && jobUnderWay(job)) underWay.add(job.id);
      else if (job?.state === 'done' && underWay.delete(job.id)) done.current?.(job);
    };
    return startedId ? watchJob(startedId, show) : watchLatestJob(kind, key, show);
  }, [kind, key, startedId, source]);
  return seen.source === source ? seen.job : null;
}
