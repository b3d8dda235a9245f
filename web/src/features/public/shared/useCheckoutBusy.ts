import { useEffect, useState } from 'react';

/**
 * Busy flag of a form that leaves for Stripe's hosted page. A visitor who comes back with the browser's Back
 * button gets the page from the back-forward cache, still busy: the form is made usable again then.
 */
export function useCheckoutBusy<T>(idle: T) {
  const [busy, setBusy] = useState<T>(idle);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(idle);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [idle]);
  return [busy, setBusy] as const;
}
