import { readPublicProgress, type PublicProgress } from '@hope/domain/progress';
import { useEffect, useState } from 'react';

/** The public, cached read of the campaign's progress; index.html preloads it beside the page's script. */
export const PUBLIC_PROGRESS_URL = '/api/progress';

/**
 * The campaign's progress: undefined while it loads; null when the school runs no campaign or the read fails
 * (the page is complete without it: the bar is a bonus, never a reason to wait).
 */
export function useCampaignProgress(): PublicProgress | null | undefined {
  const [progress, setProgress] = useState<PublicProgress | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    fetch(PUBLIC_PROGRESS_URL, { credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => (response.status === 200 ? readPublicProgress(await response.json()) : null))
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
