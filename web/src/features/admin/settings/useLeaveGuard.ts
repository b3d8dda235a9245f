import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * While `dirty`, leaving the screen asks first. The browser's own ways out (reload, close, typing an address) get
 * the browser's question; a link inside the app is held and its destination returned as `pending`, for the screen
 * to ask in its own words and then `leave()` or `stay()`. Links to a place on the same page (the sections'
 * contents) and links opening elsewhere pass.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
        return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin) return;
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(`${to.pathname}${to.search}${to.hash}`);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture: the app's router would otherwise follow the link before this hears of it.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return {
    pending,
    stay: () => setPending(null),
    leave: () => {
      const to = pending;
      setPending(null);
      if (to) void navigate(to);
    },
  };
}
