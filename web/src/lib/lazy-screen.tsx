import { lazy, useState, type ComponentType } from 'react';

export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Starts downloading the screen's code (once) and resolves when it can render without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * A code-split screen that can be downloaded ahead of being shown. Once its code is in, it renders at once
 * instead of through a Suspense fallback: React holds content back for 300 ms after it commits a fallback, so
 * a screen that suspended even briefly would show that much later.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed download (e.g. offline) is tried again on the next visit
        throw error;
      },
    ));
  const Suspending = lazy(async () => ({ default: await preload() }));

  function Screen(props: P) {
    // Chosen once per mount, so a screen that started through Suspense is never swapped (and remounted).
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Screen, { preload });
}
