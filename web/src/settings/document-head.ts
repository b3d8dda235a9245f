import { pageIconHref, type PageSettings } from '@hope/domain/settings';
import { useEffect } from 'react';

/*
 * The browser tab shows the school's page title and icon. Settings providers nest (the back office's live
 * copy inside the public one the app started with): the innermost mounted one decides, whatever order their
 * effects run in, and when it goes the one around it takes over again.
 */
const pagesByDepth = new Map<number, PageSettings>();

function showInnermost() {
  const depth = Math.max(...pagesByDepth.keys());
  const page = pagesByDepth.get(depth);
  if (!page) return;
  document.title = page.title;
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  icon.href = pageIconHref(page.icon);
}

/** Shows this provider's title and icon while it is the innermost one mounted. */
export function useDocumentHead(depth: number, { title, icon }: PageSettings) {
  useEffect(() => {
    pagesByDepth.set(depth, { title, icon });
    showInnermost();
    return () => {
      pagesByDepth.delete(depth);
      showInnermost();
    };
  }, [depth, title, icon]);
}
