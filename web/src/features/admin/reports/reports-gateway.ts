import {
  DONATIONS_COLLECTION,
  PARTNERS_COLLECTION,
  donationSchema,
  partnerSchema,
  type StoredRecord,
} from '@hope/domain/records';
import { DEPOSITS_COLLECTION, depositBatchSchema } from '@hope/domain/deposits';
import type { BatchEntry } from '@hope/domain/reports';
import { schoolDateKeyStart } from '@hope/domain/time';
import { collection, onSnapshot, query, where, type Unsubscribe } from 'firebase/firestore';
import { db } from '../firebase';

/*
 * What the Reports screen reads, live (every member reads records and deposits; nothing is written).
 *
 * The records: not the back office's campaign listener. A month's money also comes from records of an earlier
 * campaign (a monthly plan started in June pays through the autumn; a pledge's check arrives later), so the
 * screen reads the records created from January 1 of the year before the month's year to the end of its year:
 * a plan lasts at most 12 months, so every card payment of the year is on a record created in that window.
 * The same read serves the year's Form 990 figures. A check paid on a pledge more than a year old is the one
 * payment it can miss.
 */

export type ReportRecord = StoredRecord & { id: string };

function createdWindow(timeZone: string, year: number) {
  const start = schoolDateKeyStart(timeZone, `${year - 1}-01-01`);
  const end = schoolDateKeyStart(timeZone, `${year + 1}-01-01`);
  if (!start || !end) throw new RangeError(`No report window for ${year}`);
  return { startIso: start.toISOString(), endIso: end.toISOString() };
}

/** Both record collections created in the window of `year`; null until both have answered. */
export function watchReportRecords(
  timeZone: string,
  year: number,
  onChange: (records: ReportRecord[] | null, failed: boolean) => void,
): Unsubscribe {
  const window = createdWindow(timeZone, year);
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

/** The batches signed off in a month (by their school-time deposit date). */
export function watchMonthBatches(
  firstDay: string,
  lastDay: string,
  onChange: (batches: BatchEntry[] | null, failed: boolean) => void,
): Unsubscribe {
  const ref = query(
    collection(db, DEPOSITS_COLLECTION),
    where('deposited_on', '>=', firstDay),
    where('deposited_on', '<=', lastDay),
  );
  return onSnapshot(
    ref,
    (snapshot) =>
      onChange(
        snapshot.docs.flatMap((entry) => {
          const parsed = depositBatchSchema.safeParse(entry.data());
          return parsed.success ? [{ ...parsed.data, id: entry.id }] : [];
        }),
        false,
      ),
    (error) => {
      console.error('Listening to the deposits for the report failed', error);
      onChange(null, true);
    },
  );
}
