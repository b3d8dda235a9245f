import type { PublicPageAnswer } from '@hope/domain/pages';
import { useEffect, useState } from 'react';
import { fetchStudentPage } from './page-read';

const unavailable: PublicPageAnswer = { state: 'unavailable' };

/**
 * The page the browser opened on, asked for as soon as this code arrives (beside the settings) rather than
 * after the first render: on a phone that is a round trip sooner. Used once; later visits ask again.
 */
let early: { code: string; answer: Promise<PublicPageAnswer> } | null = (() => {
  const code = /^\/s\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
  if (!code || code === 'new') return null;
  const decoded = decodeURIComponent(code);
  return { code: decoded, answer: fetchStudentPage(decoded).catch(() => unavailable) };
})();

/** The page at `code`: undefined while it loads; a failed read shows as unavailable (a kind page). */
export function useStudentPage(code: string): PublicPageAnswer | undefined {
  const [answer, setAnswer] = useState<{ code: string; answer: PublicPageAnswer }>();
  useEffect(() => {
    const controller = new AbortController();
    const pending = early?.code === code ? early.answer : fetchStudentPage(code, controller.signal);
    early = null;
    pending
      .then((next) => {
        if (!controller.signal.aborted) setAnswer({ code, answer: next });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not read the student page', error);
        setAnswer({ code, answer: unavailable });
      });
    return () => controller.abort();
  }, [code]);
  return answer?.code === code ? answer.answer : undefined;
}
