import { schoolDateKey, type DateKey } from '../time';

/*
 * The school-time day of an instant, for reports that date tens of thousands of payments: every zone's offset
 * and every clock change fall on a quarter hour, so all instants of one quarter hour share a day, and the
 * platform's formatter (the slow part) runs once per quarter hour instead of once per payment.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const MAX_CACHED = 100_000;
const byZone = new Map<string, Map<number, DateKey>>();

export function schoolDayOf(timeZone: string, instant: string): DateKey {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) throw new RangeError(`"${instant}" is not a date and time`);
  let days = byZone.get(timeZone);
  if (!days) byZone.set(timeZone, (days = new Map()));
  const quarter = Math.floor(time / QUARTER_HOUR_MS);
  let day = days.get(quarter);
  if (day === undefined) {
    if (days.size >= MAX_CACHED) days.clear();
    day = schoolDateKey(timeZone, new Date(quarter * QUARTER_HOUR_MS));
    days.set(quarter, day);
  }
  return day;
}
