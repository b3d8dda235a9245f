import { invalidRequest } from './errors.ts';
import { nowSeconds } from './ids.ts';

export const DAY_SECONDS = 86_400;

/**
 * Card funds reach the available balance two days after the charge (Stripe's standard US schedule, here in
 * calendar days: the sandbox has no bank holidays or weekends).
 */
export const AVAILABLE_AFTER_DAYS = 2;

/** Stripe dates its balance's days (available_on, a payout's arrival_date) at 00:00 UTC. */
export const startOfUtcDay = (seconds: number): number => seconds - (seconds % DAY_SECONDS);

/** When a movement made at `created` becomes available to pay out. */
export const availableOn = (created: number): number =>
  startOfUtcDay(created) + AVAILABLE_AFTER_DAYS * DAY_SECONDS;

/** A calendar date 'YYYY-MM-DD' (UTC) as the unix time of its start; today when absent. */
export function utcDay(value: unknown, param: string): number {
  if (value === undefined) return startOfUtcDay(nowSeconds());
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const millis = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || new Date(millis).toISOString().slice(0, 10) !== value)
    throw invalidRequest(`${param} must be a date written YYYY-MM-DD.`, param);
  return millis / 1000;
}
