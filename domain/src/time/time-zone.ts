/**
 * Whether the platform knows this IANA time zone ('America/New_York'). Intl refuses an unknown one with a
 * RangeError; offsets such as '+05:00' are refused too, since an offset has no DST rules and would put the
 * school's midnight an hour off for half the year.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/**
 * The zone as a sentence names it: 'Pacific time', 'Eastern time', 'Central European time'. It is the
 * platform's generic name, which holds in summer and winter alike; a zone with no such name (only 'GMT+03:00')
 * is named by its id ('Europe/Istanbul time').
 */
export function schoolTimeName(timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(0))
    .find((part) => part.type === 'timeZoneName')?.value;
  if (!name || name.startsWith('GMT')) return `${timeZone} time`;
  return name.endsWith(' Time') ? `${name.slice(0, -' Time'.length)} time` : name;
}
