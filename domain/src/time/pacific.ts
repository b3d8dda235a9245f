import { tz, TZDate } from '@date-fns/tz';
import { addDays, format, startOfDay, startOfMonth, startOfYear } from 'date-fns';
import { appConfig } from '../config';

/*
 * Day boundaries are the school's (America/Los_Angeles), with the real DST rules from the tz database:
 * a Pacific day is 23 or 25 hours long on the days the clocks change.
 */
const zone = tz(appConfig.timeZone);
const inZone = { in: zone };

/** A calendar date in the school's time zone, 'YYYY-MM-DD' (what date inputs hold). */
export type DateKey = string;

/** Start of the Pacific day containing `instant`, shifted by whole calendar days. */
export function pacificDayStart(instant: Date, dayOffset = 0): Date {
  return new Date(addDays(startOfDay(instant, inZone), dayOffset, inZone).getTime());
}

export function pacificMonthStart(instant: Date): Date {
  return new Date(startOfMonth(instant, inZone).getTime());
}

export function pacificYearStart(instant: Date): Date {
  return new Date(startOfYear(instant, inZone).getTime());
}

/** 'YYYY-MM-DD' of an instant in Pacific time. */
export function pacificDateKey(instant: Date | string): DateKey {
  return format(new Date(instant), 'yyyy-MM-dd', inZone);
}

const dateKeyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const localDateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Start of a Pacific calendar date given as 'YYYY-MM-DD', or null when it is not a real date. */
export function pacificDateKeyStart(key: DateKey): Date | null {
  const match = dateKeyPattern.exec(key.trim());
  if (!match) return null;
  return pacificLocalToDate(Number(match[1]), Number(match[2]), Number(match[3]), 0, 0, 0);
}

/**
 * A datetime-local input value ('2026-03-08T10:30') read as Pacific wall time, or a full ISO instant; returns
 * the ISO UTC string, or null when the value is not a valid date.
 */
export function pacificLocalInputToIso(value: string): string | null {
  const trimmed = value.trim();
  const match = localDateTimePattern.exec(trimmed);
  if (match) {
    const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
    const date = pacificLocalToDate(year!, month!, day!, hour!, minute!, second!);
    return date ? date.toISOString() : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(trimmed)) return null;
  const instant = new Date(trimmed);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** An ISO instant as a datetime-local input value in Pacific wall time ('' for null). */
export function isoToPacificLocalInput(iso: string | null): string {
  return iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm", inZone) : '';
}

function pacificLocalToDate(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
) {
  const date = new TZDate(year, month - 1, day, hour, minute, second, appConfig.timeZone);
  const roundTrips = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  const inRange = hour < 24 && minute < 60 && second < 60;
  return roundTrips && inRange ? new Date(date.getTime()) : null;
}
