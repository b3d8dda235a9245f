import { schoolDayStart } from '@hope/domain/time';
import { useEffect, useState } from 'react';

/** A little after the boundary, so the new day has surely begun when the timer fires. */
const AFTER_BOUNDARY_MS = 250;

/**
 * The start of the current day in school time. It changes at the school's midnight (23 or 25 hours apart on the
 * days the clocks change): one timer aimed at the next boundary, not a poll. A sleeping laptop delays timers, so
 * the day is checked again whenever the tab becomes visible.
 */
export function useSchoolToday(timeZone: string): Date {
  const [today, setToday] = useState(() => schoolDayStart(timeZone, new Date()));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    function check() {
      const now = new Date();
      const start = schoolDayStart(timeZone, now);
      setToday((current) => (current.getTime() === start.getTime() ? current : start));
      clearTimeout(timer);
      timer = setTimeout(
        check,
        schoolDayStart(timeZone, now, 1).getTime() - now.getTime() + AFTER_BOUNDARY_MS,
      );
    }
    check();
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [timeZone]);

  return today;
}
