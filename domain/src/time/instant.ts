/**
 * Milliseconds of an ISO timestamp, NaN for null or invalid. Lists, dashboard and exports call this for every
 * record, so the canonical `toISOString()` form ('2026-03-08T10:30:00.000Z') is read with integer arithmetic,
 * several times faster than Date.parse; anything else (offsets, days 29-31 that need a calendar check) goes
 * to Date.parse.
 */
export function instantMs(iso: string | null | undefined): number {
  if (!iso) return Number.NaN;
  if (iso.length !== 24 || iso.charCodeAt(23) !== 90 /* Z */ || iso.charCodeAt(10) !== 84 /* T */) {
    return Date.parse(iso);
  }
  const month = digits(iso, 5, 7);
  const day = digits(iso, 8, 10);
  const hour = digits(iso, 11, 13);
  const minute = digits(iso, 14, 16);
  const second = digits(iso, 17, 19);
  const valid = month >= 1 && month <= 12 && day >= 1 && day <= 28 && hour < 24 && minute < 60 && second < 60;
  if (!valid) return Date.parse(iso);
  const days = daysFromCivil(digits(iso, 0, 4), month, day);
  return ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + digits(iso, 20, 23);
}

/** Decimal digits of text[start, end) as a number; NaN if any is not a digit. */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (the well-known era / day-of-era method). */
function daysFromCivil(year: number, month: number, day: number): number {
  const shiftedYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(shiftedYear / 400);
  const yearOfEra = shiftedYear - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}
