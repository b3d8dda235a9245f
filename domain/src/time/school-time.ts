import { tz, TZDate } from '@date-fns/tz';
import { addDays, format, startOfDay, startOfMonth, startOfYear } from 'date-fns';
import type { DateKey } from './school-date-key';

/*
 * Day boundaries in school time: the school's time zone (a setting), with the real DST rules from the tz
 * database, so a school day is 23 or 25 hours long on the days the clocks change. Every function takes the
 * zone first, the way rules that need a school value take the settings first.
 */

/** date-fns' zone option, built once per zone (lists ask for boundaries on every render). */
const zoneOptions = new Map<string, { in: ReturnType<typeof tz> }>();

function inZone(timeZone: string) {
  let options = zoneOptions.get(timeZone);
  if (!options) {
    options = { in: tz(timeZone) };
    zoneOptions.set(timeZone, options);
  }
  return options;
}

/** Start of the school-time day containing `instant`, shifted by whole calendar days. */
export function schoolDayStart(timeZone: string, instant: Date, dayOffset = 0): Date {
  const options = inZone(timeZone);
  return new Date(addDays(startOfDay(instant, options), dayOffset, options).getTime());
}

export function schoolMonthStart(timeZone: string, instant: Date): Date {
  return new Date(startOfMonth(instant, inZone(timeZone)).getTime());
}

/** January 1 in school time (the calendar year of statements and Year to Date, not the August school year). */
export function schoolCalendarYearStart(timeZone: string, instant: Date): Date {
  return new Date(startOfYear(instant, inZone(timeZone)).getTime());
}

const dateKeyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const localDateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Whether 'YYYY-MM-DD' (spaces around allowed) is a real calendar date, whatever the zone. */
export function isDateKey(key: DateKey): boolean {
  const match = dateKeyPattern.exec(key.trim());
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The calendar date `days` after 'YYYY-MM-DD' (the next one by default; a negative count goes back). A date has
 * the same neighbours in every zone.
 */
export function nextDateKey(key: DateKey, days = 1): DateKey {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Start of a school-time calendar date given as 'YYYY-MM-DD', or null when it is not a real date. */
export function schoolDateKeyStart(timeZone: string, key: DateKey): Date | null {
  const match = dateKeyPattern.exec(key.trim());
  if (!match) return null;
  return schoolWallTimeToDate(timeZone, Number(match[1]), Number(match[2]), Number(match[3]), 0, 0, 0);
}

/**
 * A datetime-local input value ('2026-03-08T10:30') read as school wall time, or a full ISO instant; returns
 * the ISO UTC string, or null when the value is not a valid date.
 */
export function schoolLocalInputToIso(timeZone: string, value: string): string | null {
  const trimmed = value.trim();
  const match = localDateTimePattern.exec(trimmed);
  if (match) {
    const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
    const date = schoolWallTimeToDate(timeZone, year!, month!, day!, hour!, minute!, second!);
    return date ? date.toISOString() : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(trimmed)) return null;
  const instant = new Date(trimmed);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/**
 * Whether a datetime-local value or a full ISO instant names a real date and time. A zone moves the instant a
 * wall time stands for, not whether the date exists, so the check reads it in UTC.
 */
export function isDateTimeInput(value: string): boolean {
  return schoolLocalInputToIso('UTC', value) !== null;
}

/** An ISO instant as a datetime-local input value in school wall time ('' for null). */
export function isoToSchoolLocalInput(timeZone: string, iso: string | null): string {
  return iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm", inZone(timeZone)) : '';
}

function schoolWallTimeToDate(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
) {
  const date = new TZDate(year, month - 1, day, hour, minute, second, timeZone);
  const roundTrips = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  const inRange = hour < 24 && minute < 60 && second < 60;
  return roundTrips && inRange ? new Date(date.getTime()) : null;
}
