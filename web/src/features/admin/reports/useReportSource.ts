import { monthPeriod, type BatchEntry, type MonthSource } from '@hope/domain/reports';
import { useSettings } from '#settings';
import { useMemo } from 'react';
import { useWatchedQuery } from '../data/provider';
import { usePayouts } from '../payouts/usePayouts';
import { monthBatchesQueries, reportRecordsQueries, type ReportRecord } from './reports-gateway';

export type ReportSourceState =
  { status: 'loading' | 'error'; source: null } | { status: 'ready'; source: MonthSource };

/** Everything a month's report is computed from, live: the records, the month's payouts and its batches. */
export function useReportSource(month: string): ReportSourceState {
  const { time_zone: timeZone, campaigns } = useSettings();
  const [donationsQuery, partnersQuery] = reportRecordsQueries(timeZone, Number(month.slice(0, 4)));
  const [signedOffQuery, heldQuery] = monthBatchesQueries(monthPeriod(month).firstDay);
  const payouts = usePayouts(month);
  const donations = useWatchedQuery(donationsQuery);
  const partners = useWatchedQuery(partnersQuery);
  const signedOff = useWatchedQuery(signedOffQuery);
  const held = useWatchedQuery(heldQuery);

  const records = useMemo(
    () =>
      donations.status === 'ready' && partners.status === 'ready'
        ? ([...donations.data, ...partners.data] as ReportRecord[])
        : null,
    [donations, partners],
  );
  const batches = useMemo(
    () =>
      signedOff.status === 'ready' && held.status === 'ready'
        ? // A batch signed off between the two answers may be in both for a moment: keep it once.
          [...new Map<string, BatchEntry>([...signedOff.data, ...held.data].map((b) => [b.id, b])).values()]
        : null,
    [signedOff, held],
  );
  const payoutsValue = payouts.status === 'ready' ? payouts.payouts : null;
  // One source object per change of its parts, so the report's memos compute once per snapshot, not per render.
  const source = useMemo(
    () =>
      records && batches && payoutsValue
        ? { timeZone, campaigns, records, payouts: payoutsValue, batches }
        : null,
    [timeZone, campaigns, records, batches, payoutsValue],
  );
  if ([donations, partners, signedOff, held, payouts].some((part) => part.status === 'error')) {
    return { status: 'error', source: null };
  }
  return source ? { status: 'ready', source } : { status: 'loading', source: null };
}
