import { useCallback, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import {
  DOCUMENT_LOADING,
  QUERY_LOADING,
  keyOf,
  type DocumentSpec,
  type DocumentState,
  type QuerySpec,
  type QueryState,
  type WatchSpec,
  type WatchState,
} from './describe';
import { watchStore } from './store';

/** The store's state of `spec`, watched while the component is mounted; `idle` while `spec` is null. */
function useWatched(spec: WatchSpec | null, idle: WatchState<unknown>): WatchState<unknown> {
  const key = spec && keyOf(spec);
  // Keyed by the description, not the object: a screen rebuilds its description at each render.
  const subscribe = useCallback(
    (onChange: () => void) => (spec ? watchStore.watch(spec, onChange) : () => {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const read = useCallback(
    () => (spec ? watchStore.read(spec) : idle),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return useSyncExternalStore(subscribe, read);
}

/** A query's documents, live, parsed and with their ids; loading while `spec` is null (not known yet). */
export function useWatchedQuery<S extends z.ZodType>(spec: QuerySpec<S> | null): QueryState<S> {
  return useWatched(spec, QUERY_LOADING) as QueryState<S>;
}

/** One document, live, parsed and with its id (null when it does not exist); loading while `spec` is null. */
export function useWatchedDocument<S extends z.ZodType>(spec: DocumentSpec<S> | null): DocumentState<S> {
  return useWatched(spec, DOCUMENT_LOADING) as DocumentState<S>;
}
