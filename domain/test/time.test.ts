import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { instantMs } from '../src/time/instant';
import {
  isoToSchoolLocalInput,
  schoolDateKeyStart,
  schoolDayStart,
  schoolLocalInputToIso,
  schoolMonthStart,
  schoolCalendarYearStart,
} from '../src/time/school-time';
import { schoolDateKey } from '../src/time/school-date-key';
import { formatSchoolDate, formatSchoolDateTime } from '../src/time/school-time-format';
import { defaultTimeZone } from '../src/settings';

describe('School-time days with real DST rules (Los Angeles)', () => {
  it('spring forward 2026-03-08: a 23-hour day', () => {
    const noon = new Date('2026-03-08T19:00:00.000Z');
    expect(schoolDayStart(defaultTimeZone, noon).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(schoolDayStart(defaultTimeZone, noon, 1).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(schoolDayStart(defaultTimeZone, noon, -7).toISOString()).toBe('2026-03-01T08:00:00.000Z');
  });

  it('fall back 2026-11-01: a 25-hour day', () => {
    const noon = new Date('2026-11-01T20:00:00.000Z');
    expect(schoolDayStart(defaultTimeZone, noon).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(schoolDayStart(defaultTimeZone, noon, 1).toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });

  it('names dates, months and years in school time', () => {
    expect(schoolDateKey(defaultTimeZone, '2026-01-01T07:59:00.000Z')).toBe('2025-12-31');
    expect(schoolDateKey(defaultTimeZone, new Date('2026-01-01T08:00:00.000Z'))).toBe('2026-01-01');
    expect(schoolMonthStart(defaultTimeZone, new Date('2026-04-01T06:00:00.000Z')).toISOString()).toBe(
      '2026-03-01T08:00:00.000Z',
    );
    expect(schoolCalendarYearStart(defaultTimeZone, new Date('2026-06-01T00:00:00.000Z')).toISOString()).toBe(
      '2026-01-01T08:00:00.000Z',
    );
    expect(schoolDateKeyStart(defaultTimeZone, '2026-11-02')?.toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(schoolDateKeyStart(defaultTimeZone, '2026-13-02')).toBeNull();
    expect(schoolDateKeyStart(defaultTimeZone, 'soon')).toBeNull();
  });

  it.each([
    ['2026-07-01T09:30', '2026-07-01T16:30:00.000Z'],
    ['2026-01-15T09:30:15', '2026-01-15T17:30:15.000Z'],
    ['2026-11-01T01:30', '2026-11-01T08:30:00.000Z'],
    ['2026-03-08T12:00:00.000Z', '2026-03-08T12:00:00.000Z'],
    ['2026-03-08T12:00:00-08:00', '2026-03-08T20:00:00.000Z'],
    ['2026-02-29T10:00', null],
    ['2026-01-01T24:00', null],
    ['2026-01-01', null],
    ['2026-99-01T00:00:00Z', null],
    ['', null],
  ])('datetime input %j -> %s', (input, iso) => {
    expect(schoolLocalInputToIso(defaultTimeZone, input)).toBe(iso);
  });

  it('fills datetime inputs back in school time', () => {
    expect(isoToSchoolLocalInput(defaultTimeZone, '2026-07-01T16:30:00.000Z')).toBe('2026-07-01T09:30');
    expect(isoToSchoolLocalInput(defaultTimeZone, null)).toBe('');
  });
});

describe('fast timestamp reading and formatting', () => {
  const instants = fc.date({ min: new Date('1971-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });

  it('agrees with Date.parse on every canonical timestamp', () => {
    fc.assert(fc.property(instants, (date) => instantMs(date.toISOString()) === date.getTime()));
  });

  it('agrees with date-fns on school-time dates and times', () => {
    fc.assert(
      fc.property(instants, (date) => {
        const iso = date.toISOString();
        return (
          formatSchoolDate(defaultTimeZone, iso) === schoolDateKey(defaultTimeZone, iso) &&
          formatSchoolDateTime(defaultTimeZone, iso) ===
            isoToSchoolLocalInput(defaultTimeZone, iso).replace('T', ' ')
        );
      }),
    );
  });

  it.each([
    [null, Number.NaN],
    ['', Number.NaN],
    ['2026-03-08T12:00:00+01:00', Date.parse('2026-03-08T11:00:00.000Z')],
    ['2026-0X-08T12:00:00.000Z', Number.NaN],
  ])('reads %j', (iso, ms) => {
    expect(instantMs(iso)).toEqual(ms);
  });

  it('keeps dates apart that share a cache slot (2^16 hours or days apart)', () => {
    const summer = Date.parse('2026-07-01T18:00:00.000Z');
    const slotApart = [summer, summer + 65_536 * 3_600_000, summer + 65_536 * 86_400_000];
    for (let round = 0; round < 2; round++) {
      for (const ms of slotApart) {
        const iso = new Date(ms).toISOString();
        expect(formatSchoolDateTime(defaultTimeZone, iso)).toBe(
          isoToSchoolLocalInput(defaultTimeZone, iso).replace('T', ' '),
        );
      }
    }
  });

  it('leaves days 29 to 31 to Date.parse, which knows the month lengths', () => {
    const expected = Date.parse('2026-02-31T00:00:00.000Z');
    const parse = vi.spyOn(Date, 'parse');
    try {
      expect(instantMs('2026-02-31T00:00:00.000Z')).toEqual(expected);
      expect(parse).toHaveBeenCalledWith('2026-02-31T00:00:00.000Z');
      parse.mockClear();
      instantMs('2026-02-28T00:00:00.000Z');
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('formats missing timestamps as blank', () => {
    expect(formatSchoolDate(defaultTimeZone, null)).toBe('');
    expect(formatSchoolDateTime(defaultTimeZone, 'nope')).toBe('');
  });
});
