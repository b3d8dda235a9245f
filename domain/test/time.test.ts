import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { instantMs } from '../src/time/instant';
import {
  isoToPacificLocalInput,
  pacificDateKey,
  pacificDateKeyStart,
  pacificDayStart,
  pacificLocalInputToIso,
  pacificMonthStart,
  pacificYearStart,
} from '../src/time/pacific';
import { formatPacificDate, formatPacificDateTime } from '../src/time/pacific-format';

describe('Pacific days with real DST rules', () => {
  it('spring forward 2026-03-08: a 23-hour day', () => {
    const noon = new Date('2026-03-08T19:00:00.000Z');
    expect(pacificDayStart(noon).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(pacificDayStart(noon, 1).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(pacificDayStart(noon, -7).toISOString()).toBe('2026-03-01T08:00:00.000Z');
  });

  it('fall back 2026-11-01: a 25-hour day', () => {
    const noon = new Date('2026-11-01T20:00:00.000Z');
    expect(pacificDayStart(noon).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(pacificDayStart(noon, 1).toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });

  it('names dates, months and years in Pacific time', () => {
    expect(pacificDateKey('2026-01-01T07:59:00.000Z')).toBe('2025-12-31');
    expect(pacificDateKey(new Date('2026-01-01T08:00:00.000Z'))).toBe('2026-01-01');
    expect(pacificMonthStart(new Date('2026-04-01T06:00:00.000Z')).toISOString()).toBe(
      '2026-03-01T08:00:00.000Z',
    );
    expect(pacificYearStart(new Date('2026-06-01T00:00:00.000Z')).toISOString()).toBe(
      '2026-01-01T08:00:00.000Z',
    );
    expect(pacificDateKeyStart('2026-11-02')?.toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(pacificDateKeyStart('2026-13-02')).toBeNull();
    expect(pacificDateKeyStart('soon')).toBeNull();
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
    expect(pacificLocalInputToIso(input)).toBe(iso);
  });

  it('fills datetime inputs back in Pacific time', () => {
    expect(isoToPacificLocalInput('2026-07-01T16:30:00.000Z')).toBe('2026-07-01T09:30');
    expect(isoToPacificLocalInput(null)).toBe('');
  });
});

describe('fast timestamp reading and formatting', () => {
  const instants = fc.date({ min: new Date('1971-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });

  it('agrees with Date.parse on every canonical timestamp', () => {
    fc.assert(fc.property(instants, (date) => instantMs(date.toISOString()) === date.getTime()));
  });

  it('agrees with date-fns on Pacific dates and times', () => {
    fc.assert(
      fc.property(instants, (date) => {
        const iso = date.toISOString();
        return (
          formatPacificDate(iso) === pacificDateKey(iso) &&
          formatPacificDateTime(iso) === isoToPacificLocalInput(iso).replace('T', ' ')
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
        expect(formatPacificDateTime(iso)).toBe(isoToPacificLocalInput(iso).replace('T', ' '));
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
    expect(formatPacificDate(null)).toBe('');
    expect(formatPacificDateTime('nope')).toBe('');
  });
});
