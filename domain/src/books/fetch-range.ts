import { nextDateKey } from '../time';
import { z } from '../zod';

/** The longest range one "Fetch payouts" reconciles: a year of daily payouts. */
export const MAX_FETCH_DAYS = 366;
const DAY_MS = 86_400_000;

/** 2026-02-31 is no day (Date would roll it over to March). */
function isRealDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const day = (label: string) =>
  z
    .string({ error: `Choose the ${label} date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Choose the ${label} date`)
    .refine((value) => isRealDay(value), `The ${label} date is not a real day`);

/**
 * "Fetch payouts": the payouts arriving at the bank from one day to another, both included (arrival days, as
 * on the bank statement).
 */
export const fetchPayoutsRequestSchema = z
  .object({ from: day('first'), to: day('last') })
  .strict()
  .refine((range) => range.from <= range.to, { error: 'The first date must not be after the last.' })
  .refine((range) => daysIn(range) <= MAX_FETCH_DAYS, {
    error: `Fetch at most ${MAX_FETCH_DAYS} days at a time.`,
  });
export type FetchPayoutsRequest = z.infer<typeof fetchPayoutsRequestSchema>;

function daysIn(range: { from: string; to: string }): number {
  return (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1;
}

/** The range as Stripe's arrival_date filter wants it: unix seconds, from the first day's start to the last's end. */
export function arrivalWindow(range: FetchPayoutsRequest): { gte: number; lt: number } {
  const start = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
  return { gte: start(range.from), lt: start(nextDateKey(range.to)) };
}

/** The fetch job's parameters: the range of arrival days, as the office asked. */
export type FetchPayoutsParams = FetchPayoutsRequest;
