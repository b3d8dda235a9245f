import { appConfig } from '@hope/domain/config';
import { useMediaQuery } from '../../../lib/useMediaQuery';

// Narrow means under 640px wide. A fraction below keeps exactly 640px wide on the full-value side.
const query = `(max-width: ${appConfig.dashboard.compactBreakpointPx - 0.02}px)`;

/** True on screens narrower than the compact-currency breakpoint (values of 1,000 and up show as $x.xK). */
export function useNarrowScreen(): boolean {
  return useMediaQuery(query);
}
