import { monthDays } from '../books';
import { nextDateKey, type DateKey } from '../time';

/** The school-time days a report covers, both included ('YYYY-MM-DD' compare as strings). */
export interface ReportPeriod {
  label: string;
  firstDay: DateKey;
  lastDay: DateKey;
}

/** A month, 'YYYY-MM', as its first and last school-time days; a month that does not exist is refused in words. */
export function monthPeriod(month: string): ReportPeriod {
  const days = monthDays(month);
  if (!days) throw new RangeError(`"${month}" is not a month: write it YYYY-MM, for example 2026-03`);
  return { label: month, firstDay: days.first, lastDay: nextDateKey(days.next, -1) };
}

/** A calendar year (January 1 to December 31 in school time): the year a Form 990 of a calendar-year filer covers. */
export function yearPeriod(year: number): ReportPeriod {
  if (!Number.isInteger(year) || year < 2000 || year > 2999) {
    throw new RangeError(`${year} is not a year the report can cover: give four digits, for example 2026`);
  }
  return { label: String(year), firstDay: `${year}-01-01`, lastDay: `${year}-12-31` };
}

export function inPeriod(period: ReportPeriod, day: DateKey): boolean {
  return day >= period.firstDay && day <= period.lastDay;
}
