import type { Payout } from '../books';
import type { DepositBatch } from '../deposits';
import { nextDateKey } from '../time';
import { lateOutsideDays, type OutsideDepositDay, type OutsideDepositItem } from './outside-deposits';
import type { DatedRecords } from './period-tally';
import { inPeriod, type ReportPeriod } from './report-period';
import { schoolDayOf } from './school-day';

/*
 * Deposits in transit at the month's end: money received in the month that the bank statement of the month
 * does not show yet.
 *  - Cards: the net of the month's card payments, refunds and disputes that no payout arriving in the month
 *    carried (Stripe pays a charge out days later, so the last days' charges arrive next month; a refund or a
 *    lost dispute comes off a later payout the same way).
 *  - Cash and checks: the batches signed off in the month's last three days (the bank credits a branch deposit
 *    on the next business day, and three days cover a month ending on a weekend), and the batches still held
 *    in the office at the month's end (open or counted, not yet signed off), for the items added by then; and
 *    the cash and checks one member recorded outside a batch in those last three days, by the day deposited.
 */

export const BATCH_IN_TRANSIT_DAYS = 3;

export interface CardsInTransit {
  /** Signed cents, net of fees. */
  cents: number;
  /** How many payments, refunds and disputes it sums. */
  payments: number;
  refunds: number;
  disputes: number;
}

export interface BatchInTransit {
  id: string;
  /** The school day it was signed off, when that was in the month; null when it was still held at its end. */
  deposited_on: string | null;
  cents: number;
}

export interface InTransit {
  cards: CardsInTransit;
  batches: BatchInTransit[];
  /** Cash and checks recorded outside a deposit batch in the month's last days, by the day deposited. */
  outside: OutsideDepositDay[];
  total: number;
}

export type TransitBatch = Pick<DepositBatch, 'deposited_on' | 'items' | 'totals'> & { id: string };

export function depositsInTransit(
  timeZone: string,
  dated: DatedRecords,
  period: ReportPeriod,
  payouts: readonly Pick<Payout, 'arrival_date' | 'lines'>[],
  batches: readonly TransitBatch[],
  outsideItems: readonly OutsideDepositItem[],
): InTransit {
  const cards = cardsInTransit(dated, period, payouts);
  const outside = lateOutsideDays(outsideItems, period, BATCH_IN_TRANSIT_DAYS);
  // Signed-off batches first by their day, then the held ones; each by id.
  const byId = (a: BatchInTransit, b: BatchInTransit) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const signed = signedOffLate(period, batches).sort((a, b) =>
    a.deposited_on! < b.deposited_on! ? -1 : a.deposited_on! > b.deposited_on! ? 1 : byId(a, b),
  );
  const listed = [...signed, ...heldAtMonthEnd(timeZone, period, batches).sort(byId)];
  const total =
    cards.cents +
    listed.reduce((sum, batch) => sum + batch.cents, 0) +
    outside.reduce((sum, day) => sum + day.cents, 0);
  return { cards, batches: listed, outside, total };
}

function cardsInTransit(
  dated: DatedRecords,
  period: ReportPeriod,
  payouts: readonly Pick<Payout, 'arrival_date' | 'lines'>[],
): CardsInTransit {
  const paidOut = new Set<string>();
  for (const payout of payouts) {
    if (!inPeriod(period, payout.arrival_date)) continue;
    for (const line of payout.lines) if (line.source) paidOut.add(line.source);
  }
  const cards: CardsInTransit = { cents: 0, payments: 0, refunds: 0, disputes: 0 };
  for (const { events } of dated) {
    for (const event of events) {
      // Card and bank payments both reach the bank account through Stripe's payouts.
      const throughStripe = event.method === 'card' || event.method === 'bank';
      if (!throughStripe || !event.source || !inPeriod(period, event.day)) continue;
      if (paidOut.has(event.source)) continue;
      cards.cents += event.cents + event.fee;
      cards[event.type === 'payment' ? 'payments' : event.type === 'refund' ? 'refunds' : 'disputes'] += 1;
    }
  }
  return cards;
}

function signedOffLate(period: ReportPeriod, batches: readonly TransitBatch[]): BatchInTransit[] {
  const lastDays = { ...period, firstDay: nextDateKey(period.lastDay, 1 - BATCH_IN_TRANSIT_DAYS) };
  return batches
    .filter((batch) => batch.deposited_on !== null && inPeriod(lastDays, batch.deposited_on))
    .map((batch) => ({ id: batch.id, deposited_on: batch.deposited_on, cents: batch.totals.total_cents }));
}

/**
 * A batch not signed off by the month's end (still open or counted, or signed off in a later month) holds the
 * items added to it by then. An item removed after the month's end is no longer known and is not counted.
 */
function heldAtMonthEnd(
  timeZone: string,
  period: ReportPeriod,
  batches: readonly TransitBatch[],
): BatchInTransit[] {
  return batches
    .filter((batch) => batch.deposited_on === null || batch.deposited_on > period.lastDay)
    .map((batch) => ({
      id: batch.id,
      deposited_on: null,
      cents: batch.items
        .filter((item) => schoolDayOf(timeZone, item.added.at) <= period.lastDay)
        .reduce((sum, item) => sum + item.amount_cents, 0),
    }))
    .filter((batch) => batch.cents > 0);
}
