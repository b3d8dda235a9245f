/** One formatter per zone: a receipt run formats a date for every message. */
const longDates = new Map<string, Intl.DateTimeFormat>();

/** 'November 3, 2026': the school-time calendar date of an instant, as a letter writes it. */
export function formatSchoolLongDate(timeZone: string, iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  let longDate = longDates.get(timeZone);
  if (!longDate) {
    longDate = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long' });
    longDates.set(timeZone, longDate);
  }
  return longDate.format(date);
}
