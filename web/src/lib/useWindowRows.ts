import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Only the rows in view (plus a few) are rendered, whatever the list's length: the page itself scrolls, and
 * `top` / `bottom` are the heights of the rows left out above and below. `anchor` is the element the rows
 * start in; its distance from the top of the page is followed as the filters panel opens and closes.
 */
export function useWindowRows(count: number, rowHeight: number, anchor: RefObject<HTMLElement | null>) {
  const scrollMargin = useDocumentTop(anchor);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    items,
    top: first ? first.start - scrollMargin : 0,
    bottom: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
    measure: virtualizer.measureElement,
  };
}

function useDocumentTop(anchor: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const update = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [anchor]);
  return top;
}
