import { z } from '../zod';
import { schoolDateKeyStart } from '../time';
import { monthDays } from '../books';

/**
 * The records a report of a month of `year` reads, by their created_at: from January 1 of the year before to
 * the end of `year`, school time. A month's money also comes from records of an earlier campaign (a monthly
 * plan started in June pays through the autumn; a pledge's check comes later); a plan lasts at most 12 months,
 * so every card payment of the year is on a record created in this window, and the same read serves the
 * year's Form 990 figures. A check paid on a pledge made more than a year before is the one payment it misses.
 */
export function reportRecordsWindow(timeZone: string, year: number): { startIso: string; endIso: string } {
  const start = schoolDateKeyStart(timeZone, `${year - 1}-01-01`);
  const end = schoolDateKeyStart(timeZone, `${year + 1}-01-01`);
  if (!start || !end) throw new RangeError(`No report can cover the year ${year}`);
  return { startIso: start.toISOString(), endIso: end.toISOString() };
}

/** The month report's PDF: which month. */
export const reportPdfRequestSchema = z
  .object({
    month: z
      .string({ error: 'Choose a month' })
      .refine((month) => monthDays(month) !== null, 'Choose a month, written YYYY-MM'),
  })
  .strict();
export type ReportPdfRequest = z.infer<typeof reportPdfRequestSchema>;
