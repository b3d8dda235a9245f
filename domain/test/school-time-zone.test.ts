import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSchoolLongDate } from '../src/receipts/receipt-dates';
import {
  formatSchoolDate,
  formatSchoolDateTime,
  formatSchoolDay,
  formatSchoolDayTime,
  isDateKey,
  isoToSchoolLocalInput,
  isTimeZone,
  nextDateKey,
  schoolCalendarYearStart,
  schoolDateKey,
  schoolDateKeyStart,
  schoolDayStart,
  schoolLocalInputToIso,
  schoolMonthStart,
  schoolTimeName,
} from '../src/time';

const LOS_ANGELES = 'America/Los_Angeles';
const NEW_YORK = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

describe('a school in New York: boundaries follow the zone it is given', () => {
  it('starts its days at New York midnight, 23 and 25 hours long on the days the clocks change', () => {
    const springNoon = new Date('2026-03-08T17:00:00.000Z');
    expect(schoolDayStart(NEW_YORK, springNoon).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(schoolDayStart(NEW_YORK, springNoon, 1).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    const fallNoon = new Date('2026-11-01T17:00:00.000Z');
    expect(schoolDayStart(NEW_YORK, fallNoon).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(schoolDayStart(NEW_YORK, fallNoon, 1).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(schoolDayStart(LOS_ANGELES, fallNoon).toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });

  it('names dates, months and years in New York time where Los Angeles is still the day before', () => {
    const newYorkNewYear = '2026-01-01T05:00:00.000Z';
    expect(schoolDateKey(NEW_YORK, newYorkNewYear)).toBe('2026-01-01');
    expect(schoolDateKey(LOS_ANGELES, newYorkNewYear)).toBe('2025-12-31');
    expect(schoolDateKey(NEW_YORK, '2026-01-01T04:59:00.000Z')).toBe('2025-12-31');
    const aprilFirst = new Date('2026-04-01T06:00:00.000Z');
    expect(schoolMonthStart(NEW_YORK, aprilFirst).toISOString()).toBe('2026-04-01T04:00:00.000Z');
    expect(schoolMonthStart(LOS_ANGELES, aprilFirst).toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(schoolCalendarYearStart(NEW_YORK, new Date('2026-06-01T00:00:00.000Z')).toISOString()).toBe(
      '2026-01-01T05:00:00.000Z',
    );
    expect(schoolDateKeyStart(NEW_YORK, '2026-11-02')?.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(schoolDateKeyStart(TOKYO, '2026-11-02')?.toISOString()).toBe('2026-11-01T15:00:00.000Z');
  });

  it('reads and fills datetime inputs as New York wall time', () => {
    expect(schoolLocalInputToIso(NEW_YORK, '2026-07-01T09:30')).toBe('2026-07-01T13:30:00.000Z');
    expect(schoolLocalInputToIso(NEW_YORK, '2026-07-01T09:30:00Z')).toBe('2026-07-01T09:30:00.000Z');
    expect(isoToSchoolLocalInput(NEW_YORK, '2026-07-01T13:30:00.000Z')).toBe('2026-07-01T09:30');
    expect(isoToSchoolLocalInput(TOKYO, '2026-07-01T13:30:00.000Z')).toBe('2026-07-01T22:30');
  });

  it('formats dates and times in the zone asked for, whichever zone the call before used', () => {
    const evening = '2026-07-04T19:30:00.000Z';
    for (let round = 0; round < 2; round++) {
      expect(formatSchoolDateTime(NEW_YORK, evening)).toBe('2026-07-04 15:30');
      expect(formatSchoolDateTime(LOS_ANGELES, evening)).toBe('2026-07-04 12:30');
      expect(formatSchoolDate(TOKYO, evening)).toBe('2026-07-05');
    }
    expect(formatSchoolLongDate(NEW_YORK, '2026-11-04T06:30:00Z')).toBe('November 4, 2026');
    expect(formatSchoolLongDate(LOS_ANGELES, '2026-11-04T06:30:00Z')).toBe('November 3, 2026');
    // What every screen shows: one short form, on the school's day.
    expect(formatSchoolDay(LOS_ANGELES, '2026-11-04T06:30:00Z')).toBe('Nov 3, 2026');
    expect(formatSchoolDay(NEW_YORK, null)).toBe('');
    expect(formatSchoolDayTime(NEW_YORK, evening)).toBe('Jul 4, 2026, 3:30 PM');
    expect(formatSchoolDayTime(NEW_YORK, '2026-07-04T04:05:00.000Z')).toBe('Jul 4, 2026, 12:05 AM');
    expect(formatSchoolDayTime(NEW_YORK, '2026-07-04T16:00:00.000Z')).toBe('Jul 4, 2026, 12:00 PM');
    expect(formatSchoolDayTime(NEW_YORK, 'not a time')).toBe('');
    expect(formatSchoolDayTime(NEW_YORK, '2026-07-04T16:00:00.000Z')).toBe('Jul 4, 2026, 12:00 PM');
  });

  it('agrees with the date keys on every instant, in New York and in Tokyo', () => {
    const instants = fc.date({
      min: new Date('1971-01-01'),
      max: new Date('2100-01-01'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, fc.constantFrom(NEW_YORK, TOKYO), (date, zone) => {
        const iso = date.toISOString();
        return (
          formatSchoolDate(zone, iso) === schoolDateKey(zone, iso) &&
          formatSchoolDateTime(zone, iso) === isoToSchoolLocalInput(zone, iso).replace('T', ' ')
        );
      }),
    );
  });
});

describe('calendar dates without a zone', () => {
  it('knows real dates and the date after one', () => {
    expect(isDateKey('2028-02-29')).toBe(true);
    expect(isDateKey('2026-02-29')).toBe(false);
    expect(isDateKey('soon')).toBe(false);
    expect(nextDateKey('2026-12-31')).toBe('2027-01-01');
    expect(nextDateKey('2028-02-28')).toBe('2028-02-29');
  });
});

describe('time zone names', () => {
  it('accepts the zones Intl knows and refuses anything else', () => {
    expect(isTimeZone(LOS_ANGELES)).toBe(true);
    expect(isTimeZone(NEW_YORK)).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+05:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it("names the zone as a sentence does: the default school's reads 'Pacific time', as before", () => {
    expect(schoolTimeName(LOS_ANGELES)).toBe('Pacific time');
    expect(schoolTimeName(NEW_YORK)).toBe('Eastern time');
    expect(schoolTimeName('UTC')).toBe('UTC time');
  });
});
