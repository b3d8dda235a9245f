import { depositedFacts, factPlace, recordPayerName, type SignedOffBatch } from '../deposits';
import { toCents } from '../money';
import {
  countedRecords,
  DONATIONS_COLLECTION,
  inPersonLabel,
  PARTNERS_COLLECTION,
  type RecordCollection,
  type StoredRecord,
} from '../records';
import { nextDateKey } from '../time';
import { incomeShares, type IncomeShares } from './income-split';
import { inPeriod, type ReportPeriod } from './report-period';

/*
 * Money received in person that one member recorded on a record ("Record check received") rather than through
 * a deposit batch that a second member signed off. The treasurer's practice wants two people on cash and
 * checks, so the month report names these apart; and the money is in the bank all the same, so it reaches the
 * journal (one entry per deposit day) and, late in the month, the deposits in transit, like a batch.
 */

export interface OutsideDepositItem {
  collection: RecordCollection;
  recordId: string;
  /** The family or the company. */
  name: string;
  method: 'check' | 'cash';
  /** 'Check #1042', 'Cash'. */
  label: string;
  /** The school day it was deposited. */
  day: string;
  cents: number;
  /** Who recorded it. */
  recordedBy: string;
  /** How it splits between the income kinds, as its record's payments do. */
  shares: IncomeShares;
}

/** A day's in-person money recorded outside the deposits: one bank deposit, as the journal books it. */
export interface OutsideDepositDay {
  day: string;
  cents: number;
  items: OutsideDepositItem[];
}

/** The period's in-person payments on counted records that no signed-off batch carried, by day, then record. */
export function outsideDeposits(
  records: readonly (StoredRecord & { id: string })[],
  batches: readonly SignedOffBatch[],
  period: ReportPeriod,
): OutsideDepositItem[] {
  const deposited = depositedFacts(batches);
  const items: OutsideDepositItem[] = [];
  for (const record of countedRecords(records)) {
    const collection = 'company_name' in record ? PARTNERS_COLLECTION : DONATIONS_COLLECTION;
    for (const [key, fact] of Object.entries(record.checks ?? {})) {
      if (!inPeriod(period, fact.deposited_on)) continue;
      if (deposited.has(factPlace(collection, record.id, key))) continue;
      items.push({
        collection,
        recordId: record.id,
        name: recordPayerName(record),
        method: fact.method ?? 'check',
        label: inPersonLabel(fact),
        day: fact.deposited_on,
        cents: toCents(fact.amount),
        recordedBy: fact.recorded_by,
        shares: incomeShares(record),
      });
    }
  }
  return items.sort(
    (a, b) =>
      a.day.localeCompare(b.day) || a.name.localeCompare(b.name) || a.recordId.localeCompare(b.recordId),
  );
}

/** The items grouped by the day they were deposited, in day order. */
export function outsideDepositDays(items: readonly OutsideDepositItem[]): OutsideDepositDay[] {
  const days = new Map<string, OutsideDepositDay>();
  for (const item of items) {
    const day = days.get(item.day) ?? { day: item.day, cents: 0, items: [] };
    day.cents += item.cents;
    day.items.push(item);
    days.set(item.day, day);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** The days of the period's last `lastDays` days: deposited then, the bank shows them next month. */
export function lateOutsideDays(
  items: readonly OutsideDepositItem[],
  period: ReportPeriod,
  lastDays: number,
): OutsideDepositDay[] {
  const late = { ...period, firstDay: nextDateKey(period.lastDay, 1 - lastDays) };
  return outsideDepositDays(items.filter((item) => inPeriod(late, item.day)));
}
