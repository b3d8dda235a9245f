import { useEffect, useState } from 'react';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * How many of `count` items are shown, one more every `stepMs`, and whether hovering may highlight them
 * (from `hoverDelayMs` after the last), counted from when `started` turns true (the chart has loaded, so a
 * slow download cannot bunch the steps together). People who ask for reduced motion get everything at once.
 */
export function useStaggeredReveal(count: number, stepMs: number, hoverDelayMs: number, started: boolean) {
  const [still] = useState(prefersReducedMotion);
  const [shown, setShown] = useState(still ? count : 0);
  const [interactive, setInteractive] = useState(still);

  useEffect(() => {
    if (still || !started) return;
    const timers = Array.from({ length: count }, (_, index) =>
      window.setTimeout(() => setShown(index + 1), stepMs * (index + 1)),
    );
    timers.push(window.setTimeout(() => setInteractive(true), stepMs * count + hoverDelayMs));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [still, started, count, stepMs, hoverDelayMs]);

  return { shown, interactive, animate: !still };
}
