import { monthPeriod, type BatchEntry, type MonthSource } from '@hope/domain/reports';
import { useSettings } from '#settings';
import { useEffect, useMemo, useState } from 'react';
import { usePayouts } from '../payouts/usePayouts';
import { reportRecordsKey, useReportRecords, watchMonthBatches } from './reports-gateway';

export type ReportSourceState =
  { status: 'loading' | 'error'; source: null } | { status: 'ready'; source: MonthSource };

/** Everything a month's report is computed from, live: the records, the month's payouts and its batches. */
export function useReportSource(month: string): ReportSourceState {
  const { time_zone: timeZone, campaigns } = useSettings();
  const year = Number(month.slice(0, 4));
  const [batches, setBatches] = useState<{ key: string; value: BatchEntry[] | null; failed: boolean }>();
  const payouts = usePayouts(month);
  const records = useReportRecords(reportRecordsKey(timeZone, year));
  useEffect(() => {
    const period = monthPeriod(month);
    return watchMonthBatches(period.firstDay, (value, failed) => setBatches({ key: month, value, failed }));
  }, [month]);

  const currentRecords = records ?? undefined;
  const currentBatches = batches?.key === month ? batches : undefined;
  const recordsValue = currentRecords?.value;
  const batchesValue = currentBatches?.value;
  const payoutsValue = payouts.status === 'ready' ? payouts.payouts : null;
  // One source object per change of its parts, so the report's memos compute once per snapshot, not per render.
  const source = useMemo(
    () =>
      recordsValue && batchesValue && payoutsValue
        ? { timeZone, campaigns, records: recordsValue, payouts: payoutsValue, batches: batchesValue }
        : null,
    [timeZone, campaigns, recordsValue, batchesValue, payoutsValue],
  );
  if (currentRecords?.failed || currentBatches?.failed || payouts.status === 'error') {
    return { status: 'error', source: null };
  }
  return source ? { status: 'ready', source } : { status: 'loading', source: null };
}
