import { appConfig } from '../config';

const longDate = new Intl.DateTimeFormat('en-US', { timeZone: appConfig.timeZone, dateStyle: 'long' });

/** 'November 3, 2026': the Pacific calendar date of an instant, as a letter writes it. */
export function formatPacificLongDate(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
