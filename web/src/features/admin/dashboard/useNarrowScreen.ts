import { appConfig } from '@hope/domain/config';
import { useSyncExternalStore } from 'react';

// Narrow means under 640px wide. A fraction below keeps exactly 640px wide on the full-value side.
const query = `(max-width: ${appConfig.dashboard.compactBreakpointPx - 0.02}px)`;

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(query);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** True on screens narrower than the compact-currency breakpoint (values of 1,000 and up show as $x.xK). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
