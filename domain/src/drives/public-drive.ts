import type { PublicPageDrive } from '../pages';
import type { Drive } from './drive';

/** The open drive as a page's visitors see it: what is counted, when, and the page's pledges and count. */
export function publicPageDrive(drive: Drive, pledges: number, units: number | null): PublicPageDrive {
  return {
    name: drive.name,
    unit: drive.unit,
    unitEs: drive.unit_es,
    eventDate: drive.event_date,
    maxUnits: drive.max_units,
    suggestedRate: drive.suggested_rate,
    pledges,
    units,
  };
}
