import { useCallback, useSyncExternalStore } from 'react';
import type { RecordKindId } from '../../kinds/record-kind-id';

/**
 * What a list screen looks like (search, filters, sort) kept outside the component, per kind: leaving for a
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

const states = new Map<RecordKindId, ListState<unknown, unknown>>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useListState<F, S>(
  kind: RecordKindId,
  initial: () => ListState<F, S>,
): [ListState<F, S>, (patch: Partial<ListState<F, S>>) => void] {
  if (!states.has(kind)) states.set(kind, initial());
  const state = useSyncExternalStore(subscribe, () => states.get(kind)) as ListState<F, S>;
  const update = useCallback(
    (patch: Partial<ListState<F, S>>) => {
      states.set(kind, { ...(states.get(kind) as ListState<F, S>), ...patch });
      for (const listener of listeners) listener();
    },
    [kind],
  );
  return [state, update];
}

/** Remembers where the list was scrolled before a record opens, so Back returns there. */
export function rememberScroll(kind: RecordKindId, scrollY: number): void {
  const state = states.get(kind);
  if (state) states.set(kind, { ...state, scrollY });
}

/** The remembered scroll position, once: later visits from elsewhere start at the top as every route does. */
export function takeScroll(kind: RecordKindId): number | null {
  const state = states.get(kind);
  if (!state || state.scrollY === null) return null;
  states.set(kind, { ...state, scrollY: null });
  return state.scrollY;
}
