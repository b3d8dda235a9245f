// No date-fns here: the public page's first chunk reads today's date key (its progress card asks whether today's
// campaign has a goal), and the platform's own time-zone data does it without adding a library.

/** A calendar date in the school's time zone, 'YYYY-MM-DD' (what date inputs hold). */
export type DateKey = string;

/** One formatter per zone: building one costs far more than formatting with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  let dayFormat = dayFormats.get(timeZone);
  if (!dayFormat) {
    dayFormat = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, dayFormat);
  }
  return dayFormat;
}

/** 'YYYY-MM-DD' of an instant in school time. An invalid instant throws a RangeError. */
export function schoolDateKey(timeZone: string, instant: Date | string): DateKey {
  let year = '';
  let month = '';
  let day = '';
  for (const part of dayFormatIn(timeZone).formatToParts(new Date(instant))) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}
