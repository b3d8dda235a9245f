import { schoolDateKey } from '../time';

/** 'donations-2026-03-08.csv', or 'filtered-donations-...' for the list's quick export; the date is school time. */
export function csvFileName(
  timeZone: string,
  entity: 'donations' | 'partners',
  filtered: boolean,
  now: Date,
): string {
  return `${filtered ? 'filtered-' : ''}${entity}-${schoolDateKey(timeZone, now)}.csv`;
}
