import { jobFraction, jobProgressText } from '@hope/domain/jobs';
import { useState } from 'react';
import { callableErrorMessage } from '../data/callable';
import { runJobAction, type WatchedJob } from './jobs-gateway';
import './jobs.css';

/**
 * How a background job goes, as it goes: "Sending 400 of 2,000 statements" with a bar, "Done", or "Stopped:
 * why" with Resume for a member who may run it (the job goes on from where it stopped). Announced politely.
 */
export function JobProgress({
  job,
  noun,
  verb,
  canResume,
}: {
  job: WatchedJob;
  noun: readonly [string, string];
  verb?: string;
  canResume: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fraction = jobFraction(job);
  async function resume() {
    setBusy(true);
    setError(null);
    try {
      await runJobAction({ action: 'resume', jobId: job.id });
    } catch (failure) {
      console.error('Resuming a job failed', failure);
      setError(callableErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={`job-progress job-${job.state}`}>
      <p role="status">{jobProgressText(job, noun, verb)}</p>
      {job.state !== 'failed' && (
        <progress
          className="job-bar"
          max={1}
          value={fraction ?? undefined}
          aria-label={jobProgressText(job, noun, verb)}
        />
      )}
      {job.notes.length > 0 && (
        <ul className="job-notes">
          {job.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {job.state === 'failed' && canResume && (
        <button type="button" className="button secondary" disabled={busy} onClick={() => void resume()}>
          {busy ? 'Resuming...' : 'Resume'}
        </button>
      )}
      {error && (
        <p role="alert" className="job-error">
          {error}
        </p>
      )}
    </div>
  );
}
