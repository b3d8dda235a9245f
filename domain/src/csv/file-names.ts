import { pacificDateKey } from '../time';

/** 'donations-2026-03-08.csv', or 'filtered-donations-...' for the list's quick export; the date is Pacific. */
export function csvFileName(entity: 'donations' | 'partners', filtered: boolean, now: Date): string {
  return `${filtered ? 'filtered-' : ''}${entity}-${pacificDateKey(now)}.csv`;
}
