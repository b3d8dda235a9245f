import { z } from '../zod';
import { schoolDateKeyStart, schoolDayStart, schoolMonthStart, type DateKey } from '../time';

/** The list filters' date range on created_at. Custom bounds are school-time dates 'YYYY-MM-DD', both inclusive. */
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

/** 'Last N days' are the N school-time calendar days ending today, today included. */
export function lastDaysWindow(timeZone: string, now: Date, days: number): InstantWindow {
  return { fromMs: schoolDayStart(timeZone, now, 1 - days).getTime(), toMs: Infinity };
}

export function thisMonthWindow(timeZone: string, now: Date): InstantWindow {
  return { fromMs: schoolMonthStart(timeZone, now).getTime(), toMs: Infinity };
}

/** Inclusive school-time dates to a window; a blank or invalid bound leaves that side open. */
export function dateKeysWindow(timeZone: string, start: DateKey | null, end: DateKey | null): InstantWindow {
  const from = start ? schoolDateKeyStart(timeZone, start) : null;
  const endStart = end ? schoolDateKeyStart(timeZone, end) : null;
  return {
    fromMs: from ? from.getTime() : -Infinity,
    toMs: endStart ? schoolDayStart(timeZone, endStart, 1).getTime() : Infinity,
  };
}

export function dateRangeWindow(timeZone: string, range: DateRangeFilter, now: Date): InstantWindow {
  switch (range.kind) {
    case 'all':
      return openWindow;
    case 'today':
      return lastDaysWindow(timeZone, now, 1);
    case 'last_7_days':
      return lastDaysWindow(timeZone, now, 7);
    case 'last_30_days':
      return lastDaysWindow(timeZone, now, 30);
    case 'custom':
      return dateKeysWindow(timeZone, range.start, range.end);
  }
}

export function isOpenWindow(window: InstantWindow): boolean {
  return window.fromMs === -Infinity && window.toMs === Infinity;
}

export function inWindow(ms: number, window: InstantWindow): boolean {
  return ms >= window.fromMs && ms < window.toMs;
}
