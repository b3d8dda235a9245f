import type { PublicPageAnswer } from '@hope/domain/pages';
import { useEffect, useState } from 'react';
import { fetchStudentPage } from './pages-api';

/** The page at `code`: undefined while it loads; a failed read shows as unavailable (a kind page). */
export function useStudentPage(code: string): PublicPageAnswer | undefined {
  const [answer, setAnswer] = useState<{ code: string; answer: PublicPageAnswer }>();
  useEffect(() => {
    const controller = new AbortController();
    fetchStudentPage(code, controller.signal)
      .then((next) => setAnswer({ code, answer: next }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not read the student page', error);
        setAnswer({ code, answer: { state: 'unavailable' } });
      });
    return () => controller.abort();
  }, [code]);
  return answer?.code === code ? answer.answer : undefined;
}
