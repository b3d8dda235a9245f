import type { Payout } from '../books';
import type { DepositBatch } from '../deposits';
import type { DatedRecords } from './period-tally';
import { inPeriod, type ReportPeriod } from './report-period';

/*
 * Deposits in transit at the month's end: money the books have received in the month that the bank statement
 * of the month does not show yet.
 *  - Cards: the net of the month's card payments that no payout arriving in the month carried (Stripe pays a
 *    charge out days later, so the last days' charges arrive next month). Refunds and disputes are left out:
 *    they come off a later payout.
 *  - Cash and checks: the batches signed off in the month's last three days; the bank credits a branch deposit
 *    on the next business day, and three days cover a month ending on a weekend.
 */

export const BATCH_IN_TRANSIT_DAYS = 3;

export interface InTransit {
  cards: { cents: number; charges: number };
  batches: { id: string; deposited_on: string; cents: number }[];
  total: number;
}

export function depositsInTransit(
  dated: DatedRecords,
  period: ReportPeriod,
  payouts: readonly Pick<Payout, 'arrival_date' | 'lines'>[],
  batches: readonly (Pick<DepositBatch, 'state' | 'deposited_on' | 'totals'> & { id: string })[],
): InTransit {
  const paidOut = new Set<string>();
  for (const payout of payouts) {
    if (!inPeriod(period, payout.arrival_date)) continue;
    for (const line of payout.lines) if (line.source) paidOut.add(line.source);
  }
  const cards = { cents: 0, charges: 0 };
  for (const { events } of dated) {
    for (const event of events) {
      if (event.type !== 'payment' || !event.charge || !inPeriod(period, event.day)) continue;
      if (paidOut.has(event.charge)) continue;
      cards.cents += event.cents + event.fee;
      cards.charges += 1;
    }
  }
  const lastDays = { ...period, firstDay: dayBefore(period.lastDay, BATCH_IN_TRANSIT_DAYS - 1) };
  const late = batches
    .filter(
      (batch) => batch.state === 'deposited' && batch.deposited_on && inPeriod(lastDays, batch.deposited_on),
    )
    .map((batch) => ({ id: batch.id, deposited_on: batch.deposited_on!, cents: batch.totals.total_cents }))
    .sort((a, b) => a.deposited_on.localeCompare(b.deposited_on) || a.id.localeCompare(b.id));
  const total = cards.cents + late.reduce((sum, batch) => sum + batch.cents, 0);
  return { cards, batches: late, total };
}

function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
