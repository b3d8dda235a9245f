import type { PublicPageDrive } from '@hope/domain/pages';
import { pageLanguage } from '../../../i18n';

// The drive's words as the page's first load shows them. The domain's `unitWord` and `eventDay` say the same
// for stored drives, but their module carries zod schemas, which a visitor's first load must not download.

/** The drive's unit in the page's language: "lap" / "laps", "vuelta" / "vueltas". */
export function driveUnit(drive: PublicPageDrive, count: number): string {
  const words = pageLanguage() === 'es' && drive.unitEs ? drive.unitEs : drive.unit;
  return count === 1 ? words.one : words.other;
}

/** The event's day as the visitor reads it: "Saturday, April 17, 2027". */
export function driveDay(drive: PublicPageDrive): string {
  return new Date(`${drive.eventDate}T12:00:00Z`).toLocaleDateString(
    pageLanguage() === 'es' ? 'es-US' : 'en-US',
    { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
  );
}
