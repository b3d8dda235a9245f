import { z } from '../zod';
import { dateKeysWindow, inWindow } from '../lists';
import { instantMs } from '../time';
import { schoolCalendarYearStart, schoolDateKey, schoolDayStart } from '../time';

/** The export screen's Date Filter on payment_completed_at: inclusive school-time dates, null for an open side. */
export const paymentDateFilterSchema = z.object({ start: z.string().nullable(), end: z.string().nullable() });
export type PaymentDateFilter = z.infer<typeof paymentDateFilterSchema>;

export const paymentDateQuickRangeSchema = z.enum(['last_30_days', 'last_90_days', 'year_to_date']);
export type PaymentDateQuickRange = z.infer<typeof paymentDateQuickRangeSchema>;

export const paymentDateQuickRangeLabels: Record<PaymentDateQuickRange, string> = {
  last_30_days: 'Last 30 Days',
  last_90_days: 'Last 90 Days',
  year_to_date: 'Year to Date',
};

export const noPaymentDateFilter: PaymentDateFilter = { start: null, end: null };

/** Start and End Date values for a quick range; 'last N days' includes today, as everywhere in the app. */
export function paymentDateQuickRange(
  timeZone: string,
  range: PaymentDateQuickRange,
  now: Date,
): PaymentDateFilter {
  const end = schoolDateKey(timeZone, now);
  if (range === 'year_to_date')
    return { start: schoolDateKey(timeZone, schoolCalendarYearStart(timeZone, now)), end };
  const days = range === 'last_30_days' ? 30 : 90;
  return { start: schoolDateKey(timeZone, schoolDayStart(timeZone, now, 1 - days)), end };
}

/** Records paid within the dates; with any date set, records never paid are left out. */
export function filterByPaymentDate<R extends { payment_completed_at: string | null }>(
  timeZone: string,
  records: readonly R[],
  filter: PaymentDateFilter,
): R[] {
  if (!filter.start && !filter.end) return [...records];
  const window = dateKeysWindow(timeZone, filter.start, filter.end);
  return records.filter((record) => inWindow(instantMs(record.payment_completed_at), window));
}
