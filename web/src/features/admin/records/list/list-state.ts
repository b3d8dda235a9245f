import { useCallback, useSyncExternalStore } from 'react';

/**
 * What a list screen looks like (search, filters, sort) kept outside the component, per list (keyed by its address): leaving for a
 * details view, the dashboard or another list and coming back shows the list as it was left. `scrollY` is set
 * when a record is opened and read once when the list shows again.
 */
export interface ListState<F, S> {
  search: string;
  filters: F;
  sort: S;
  filtersOpen: boolean;
  scrollY: number | null;
}

const states = new Map<string, ListState<unknown, unknown>>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useListState<F, S>(
  listPath: string,
  initial: () => ListState<F, S>,
): [ListState<F, S>, (patch: Partial<ListState<F, S>>) => void] {
  if (!states.has(listPath)) states.set(listPath, initial());
  const state = useSyncExternalStore(subscribe, () => states.get(listPath)) as ListState<F, S>;
  const update = useCallback(
    (patch: Partial<ListState<F, S>>) => {
      states.set(listPath, { ...(states.get(listPath) as ListState<F, S>), ...patch });
      for (const listener of listeners) listener();
    },
    [listPath],
  );
  return [state, update];
}

/** Remembers where the list was scrolled before a record opens, so Back returns there. */
export function rememberScroll(listPath: string, scrollY: number): void {
  const state = states.get(listPath);
  if (state) states.set(listPath, { ...state, scrollY });
}

/** The remembered scroll position, once: later visits from elsewhere start at the top as every route does. */
export function takeScroll(listPath: string): number | null {
  const state = states.get(listPath);
  if (!state || state.scrollY === null) return null;
  states.set(listPath, { ...state, scrollY: null });
  return state.scrollY;
}
