import { z } from '../zod';
import { pacificDateKeyStart, pacificDayStart, pacificMonthStart, type DateKey } from '../time';

/** The list filters' date range on created_at. Custom bounds are Pacific dates 'YYYY-MM-DD', both inclusive. */
export const dateRangeFilterSchema = z.object({
  kind: z.enum(['all', 'today', 'last_7_days', 'last_30_days', 'custom']),
  start: z.string().nullable(),
  end: z.string().nullable(),
});
export type DateRangeFilter = z.infer<typeof dateRangeFilterSchema>;

export const anyDate: DateRangeFilter = { kind: 'all', start: null, end: null };

/** Half-open window [fromMs, toMs) in epoch milliseconds; infinite sides are open. */
export interface InstantWindow {
  fromMs: number;
  toMs: number;
}

const openWindow: InstantWindow = { fromMs: -Infinity, toMs: Infinity };

/** 'Last N days' are the N Pacific calendar days ending today, today included. */
export function lastDaysWindow(now: Date, days: number): InstantWindow {
  return { fromMs: pacificDayStart(now, 1 - days).getTime(), toMs: Infinity };
}

export function thisMonthWindow(now: Date): InstantWindow {
  return { fromMs: pacificMonthStart(now).getTime(), toMs: Infinity };
}

/** Inclusive Pacific dates to a window; a blank or invalid bound leaves that side open. */
export function dateKeysWindow(start: DateKey | null, end: DateKey | null): InstantWindow {
  const from = start ? pacificDateKeyStart(start) : null;
  const endStart = end ? pacificDateKeyStart(end) : null;
  return {
    fromMs: from ? from.getTime() : -Infinity,
    toMs: endStart ? pacificDayStart(endStart, 1).getTime() : Infinity,
  };
}

export function dateRangeWindow(range: DateRangeFilter, now: Date): InstantWindow {
  switch (range.kind) {
    case 'all':
      return openWindow;
    case 'today':
      return lastDaysWindow(now, 1);
    case 'last_7_days':
      return lastDaysWindow(now, 7);
    case 'last_30_days':
      return lastDaysWindow(now, 30);
    case 'custom':
      return dateKeysWindow(range.start, range.end);
  }
}

export function isOpenWindow(window: InstantWindow): boolean {
  return window.fromMs === -Infinity && window.toMs === Infinity;
}

export function inWindow(ms: number, window: InstantWindow): boolean {
  return ms >= window.fromMs && ms < window.toMs;
}
