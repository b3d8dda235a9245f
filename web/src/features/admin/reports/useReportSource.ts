import { monthPeriod, type BatchEntry, type MonthSource } from '@hope/domain/reports';
import { useSettings } from '#settings';
import { useEffect, useState } from 'react';
import { usePayouts } from '../payouts/usePayouts';
import { watchMonthBatches, watchReportRecords, type ReportRecord } from './reports-gateway';

export type ReportSourceState =
  { status: 'loading' | 'error'; source: null } | { status: 'ready'; source: MonthSource };

/** Everything a month's report is computed from, live: the records, the month's payouts and its batches. */
export function useReportSource(month: string): ReportSourceState {
  const { time_zone: timeZone, campaigns } = useSettings();
  const year = Number(month.slice(0, 4));
  const [records, setRecords] = useState<{ key: string; value: ReportRecord[] | null; failed: boolean }>();
  const [batches, setBatches] = useState<{ key: string; value: BatchEntry[] | null; failed: boolean }>();
  const payouts = usePayouts(month);
  const recordsKey = `${timeZone}/${year}`;

  useEffect(
    () =>
      watchReportRecords(timeZone, year, (value, failed) => setRecords({ key: recordsKey, value, failed })),
    [timeZone, year, recordsKey],
  );
  useEffect(() => {
    const period = monthPeriod(month);
    return watchMonthBatches(period.firstDay, period.lastDay, (value, failed) =>
      setBatches({ key: month, value, failed }),
    );
  }, [month]);

  const currentRecords = records?.key === recordsKey ? records : undefined;
  const currentBatches = batches?.key === month ? batches : undefined;
  if (currentRecords?.failed || currentBatches?.failed || payouts.status === 'error') {
    return { status: 'error', source: null };
  }
  if (!currentRecords?.value || !currentBatches?.value || payouts.status !== 'ready') {
    return { status: 'loading', source: null };
  }
  return {
    status: 'ready',
    source: {
      timeZone,
      campaigns,
      records: currentRecords.value,
      payouts: payouts.payouts,
      batches: currentBatches.value,
    },
  };
}
