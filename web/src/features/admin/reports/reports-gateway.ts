import {
  DONATIONS_COLLECTION,
  PARTNERS_COLLECTION,
  donationSchema,
  partnerSchema,
  type StoredRecord,
} from '@hope/domain/records';
import { DEPOSITS_COLLECTION, HELD_BATCH_STATES, depositBatchSchema } from '@hope/domain/deposits';
import { reportRecordsWindow, type ReportPdfRequest } from '@hope/domain/reports';
import { callable } from '../data/callable';
import type { QuerySpec } from '../data/provider';
import type { z } from 'zod';

/*
 * What the Reports screen reads, live (every member reads records, payouts and deposits; nothing is written).
 * The records are not the campaign switcher's: a month's money also comes from earlier campaigns' records
 * (see reportRecordsWindow).
 */

export type ReportRecord = StoredRecord & { id: string };

/** One record collection's records created in a report window, in the watch a report reads them with. */
function recordsInWindow(
  collection: string,
  schema: z.ZodType,
  window: { startIso: string; endIso: string },
) {
  return {
    collection,
    schema,
    where: [
      ['created_at', '>=', window.startIso],
      ['created_at', '<', window.endIso],
    ],
    keep: { latestOf: `reports/${collection}` },
  } satisfies QuerySpec;
}

/**
 * Both record collections created in the window of `year`. Each is one listener for the back office, kept until
 * sign-out while its year is the latest asked for: going back to Reports reads nothing again; a report of
 * another year moves the listeners to that year's window.
 */
export function reportRecordsQueries(timeZone: string, year: number) {
  const window = reportRecordsWindow(timeZone, year);
  return [
    recordsInWindow(DONATIONS_COLLECTION, donationSchema, window),
    recordsInWindow(PARTNERS_COLLECTION, partnerSchema, window),
  ] as const;
}

/**
 * The batches a month's deposits in transit may list: those signed off from its first day on (a batch signed
 * off later was still in the office at the month's end) and those not yet signed off (open or counted).
 */
export const monthBatchesQueries = (firstDay: string) =>
  [
    {
      collection: DEPOSITS_COLLECTION,
      schema: depositBatchSchema,
      where: [['deposited_on', '>=', firstDay]],
    },
    {
      collection: DEPOSITS_COLLECTION,
      schema: depositBatchSchema,
      where: [['state', 'in', [...HELD_BATCH_STATES]]],
    },
  ] as const satisfies QuerySpec[];

/** The month's report as a PDF, made by the reportPdf function (it checks the member's role). */
export const reportPdf = callable<ReportPdfRequest, { fileName: string; base64: string }>('/api/reports/pdf');
