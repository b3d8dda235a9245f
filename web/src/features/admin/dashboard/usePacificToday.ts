import { pacificDayStart } from '@hope/domain/time';
import { useEffect, useState } from 'react';

/** A little after the boundary, so the new day has surely begun when the timer fires. */
const AFTER_BOUNDARY_MS = 250;

/**
 * The start of the current Pacific day. It changes at Pacific midnight (23 or 25 hours apart on the days the
 * clocks change): one timer aimed at the next boundary, not a poll. A sleeping laptop delays timers, so the
 * day is checked again whenever the tab becomes visible.
 */
export function usePacificToday(): Date {
  const [today, setToday] = useState(() => pacificDayStart(new Date()));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    function check() {
      const now = new Date();
      const start = pacificDayStart(now);
      setToday((current) => (current.getTime() === start.getTime() ? current : start));
      clearTimeout(timer);
      timer = setTimeout(check, pacificDayStart(now, 1).getTime() - now.getTime() + AFTER_BOUNDARY_MS);
    }
    check();
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);

  return today;
}
