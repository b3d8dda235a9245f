import type { Payout } from '../books';
import type { DepositBatch } from '../deposits';
import type { StoredRecord } from '../records';
import { depositsInTransit, type InTransit } from './in-transit';
import { outsideDeposits, type OutsideDepositItem } from './outside-deposits';
import {
  datedRecords,
  tallyPeriod,
  type DatedRecords,
  type PeriodTally,
  type ReportSource,
} from './period-tally';
import { monthPeriod, yearPeriod } from './report-period';

export type BatchEntry = DepositBatch & { id: string };

/** What a month's report is computed from: the records, and the month's payouts and deposit batches. */
export interface MonthSource extends ReportSource {
  /** With their ids: a payout line or a deposit item names its record by id. */
  records: readonly (StoredRecord & { id: string })[];
  payouts: readonly Payout[];
  batches: readonly BatchEntry[];
}

/**
 * The treasurer's month: income by campaign and kind, refunds, disputes, fees, net, deposits in transit, and the
 * cash and checks one member recorded outside a signed-off deposit.
 */
export interface MonthReport extends PeriodTally {
  month: string;
  inTransit: InTransit;
  outsideDeposits: OutsideDepositItem[];
}

/** `dated`: the source's records already dated (datedRecords), when the caller also makes the year's report. */
export function monthReport(
  source: MonthSource,
  month: string,
  dated: DatedRecords = datedRecords(source),
): MonthReport {
  const period = monthPeriod(month);
  const tally = tallyPeriod(source, period, dated);
  const outside = outsideDeposits(source.records, source.batches, period);
  return {
    ...tally,
    month,
    inTransit: depositsInTransit(source.timeZone, dated, period, source.payouts, source.batches, outside),
    outsideDeposits: outside,
  };
}

/**
 * The figures a Form 990 preparer asks for, for a calendar year in school time, by campaign and in all:
 *  - gross receipts: every payment received, less what was given back (refunds, lost disputes), before fees;
 *  - goods and services: the value given in return for sponsorships (what the receipts deducted);
 *  - advertising: the advertising part of sponsorships;
 *  - contributions: the rest (donations and qualified sponsorship payments).
 */
export interface YearFigures {
  gross_receipts: number;
  contributions: number;
  goods_services: number;
  advertising: number;
  fees: number;
}

export interface YearReport {
  year: number;
  campaigns: { id: string | null; name: string; figures: YearFigures }[];
  total: YearFigures;
}

export function yearReport(
  source: ReportSource,
  year: number,
  dated: DatedRecords = datedRecords(source),
): YearReport {
  const tally = tallyPeriod(source, yearPeriod(year), dated);
  return {
    year,
    campaigns: tally.campaigns.map(({ id, name, tally: one }) => ({ id, name, figures: yearFigures(one) })),
    total: yearFigures(tally.total),
  };
}

function yearFigures(tally: PeriodTally['total']): YearFigures {
  const gross = tally.gross + tally.refunds + tally.disputes;
  const goods = tally.income.goods_services + tally.returned.goods_services;
  const advertising = tally.income.advertising + tally.returned.advertising;
  return {
    gross_receipts: gross,
    contributions: gross - goods - advertising,
    goods_services: goods,
    advertising,
    fees: tally.fees,
  };
}
