import { readPublicProgress, type PublicProgress } from '@hope/domain/progress';
import { useEffect, useState } from 'react';

/**
 * The progress with the class leaderboard's figures as sent, present only when the school shows the board
 * (the board, loaded on demand, reads them).
 */
export type ProgressWithClasses = PublicProgress & { classes?: unknown };

function readProgress(value: unknown): ProgressWithClasses | null {
  const progress = readPublicProgress(value);
  const { classes } = value as { classes?: unknown };
  return progress && (classes ? { ...progress, classes } : progress);
}

/** The public, cached read of the campaign's progress; index.html preloads it beside the page's script. */
export const PUBLIC_PROGRESS_URL = '/api/progress';

/**
 * The campaign's progress: undefined while it loads; null when the school runs no campaign or the read fails
 * (the page is complete without it: the bar is a bonus, never a reason to wait).
 */
export function useCampaignProgress(): ProgressWithClasses | null | undefined {
  const [progress, setProgress] = useState<ProgressWithClasses | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    fetch(PUBLIC_PROGRESS_URL, { credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => (response.status === 200 ? readProgress(await response.json()) : null))
      .then(setProgress)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not read the campaign progress', error);
        setProgress(null);
      });
    return () => controller.abort();
  }, []);
  return progress;
}
