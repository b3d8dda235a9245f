import {
  DONATIONS_COLLECTION,
  PARTNERS_COLLECTION,
  donationSchema,
  partnerSchema,
  type StoredRecord,
} from '@hope/domain/records';
import { DEPOSITS_COLLECTION, HELD_BATCH_STATES, depositBatchSchema } from '@hope/domain/deposits';
import { reportRecordsWindow, type BatchEntry, type ReportPdfRequest } from '@hope/domain/reports';
import { collection, onSnapshot, query, where, type Unsubscribe } from 'firebase/firestore';
import { callable } from '../data/callable';
import { sharedKeyedWatch } from '../data/shared-keyed-watch';
import { db } from '../firebase';

/*
 * What the Reports screen reads, live (every member reads records, payouts and deposits; nothing is written).
 * The records are not the campaign switcher's: a month's money also comes from earlier campaigns' records
 * (see reportRecordsWindow).
 */

export type ReportRecord = StoredRecord & { id: string };

/** Both record collections created in the window of `year`; null until both have answered. */
function watchReportRecords(
  timeZone: string,
  year: number,
  onChange: (records: ReportRecord[] | null, failed: boolean) => void,
): Unsubscribe {
  const window = reportRecordsWindow(timeZone, year);
  const parts: [ReportRecord[] | null, ReportRecord[] | null] = [null, null];
  const sources = [
    [DONATIONS_COLLECTION, donationSchema],
    [PARTNERS_COLLECTION, partnerSchema],
  ] as const;
  const unsubscribers = sources.map(([path, schema], index) =>
    onSnapshot(
      query(
        collection(db, path),
        where('created_at', '>=', window.startIso),
        where('created_at', '<', window.endIso),
      ),
      (snapshot) => {
        parts[index] = snapshot.docs.flatMap((doc) => {
          const parsed = schema.safeParse(doc.data());
          if (!parsed.success) console.error(`Skipping ${doc.ref.path}: it does not match the schema`);
          return parsed.success ? [{ ...parsed.data, id: doc.id }] : [];
        });
        onChange(parts[0] && parts[1] ? [...parts[0], ...parts[1]] : null, false);
      },
      (error) => {
        console.error(`Listening to ${path} for the report failed`, error);
        onChange(null, true);
      },
    ),
  );
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}

/** Which report window a screen reads: the year's, in the school's zone. */
export const reportRecordsKey = (timeZone: string, year: number) => JSON.stringify([timeZone, year]);

/**
 * The report window's records, live, through one listener for the back office: going back to Reports reads
 * nothing again; a report of another year moves the listener to that year's window.
 */
export const useReportRecords = sharedKeyedWatch<{ value: ReportRecord[] | null; failed: boolean }>(
  (key, onChange) => {
    const [timeZone, year] = JSON.parse(key) as [string, number];
    return watchReportRecords(timeZone, year, (value, failed) => onChange({ value, failed }));
  },
);

/**
 * The batches a month's deposits in transit may list: those signed off from its first day on (a batch signed
 * off later was still in the office at the month's end) and those not yet signed off (open or counted).
 */
export function watchMonthBatches(
  firstDay: string,
  onChange: (batches: BatchEntry[] | null, failed: boolean) => void,
): Unsubscribe {
  const deposits = collection(db, DEPOSITS_COLLECTION);
  const queries = [
    query(deposits, where('deposited_on', '>=', firstDay)),
    query(deposits, where('state', 'in', [...HELD_BATCH_STATES])),
  ];
  const parts: (BatchEntry[] | null)[] = queries.map(() => null);
  const unsubscribers = queries.map((ref, index) =>
    onSnapshot(
      ref,
      (snapshot) => {
        parts[index] = snapshot.docs.flatMap((entry) => {
          const parsed = depositBatchSchema.safeParse(entry.data());
          return parsed.success ? [{ ...parsed.data, id: entry.id }] : [];
        });
        // A batch signed off between the two answers may be in both for a moment: keep it once.
        const all = parts.every(Boolean)
          ? new Map(parts.flatMap((part) => part!.map((b) => [b.id, b])))
          : null;
        onChange(all ? [...all.values()] : null, false);
      },
      (error) => {
        console.error('Listening to the deposits for the report failed', error);
        onChange(null, true);
      },
    ),
  );
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}

/** The month's report as a PDF, made by the reportPdf function (it checks the member's role). */
export const reportPdf = callable<ReportPdfRequest, { fileName: string; base64: string }>('/api/reports/pdf');
