const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An arrival day (YYYY-MM-DD) as the bank statement shows it: the day itself, never shifted by a time zone. */
export const formatArrivalDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));
