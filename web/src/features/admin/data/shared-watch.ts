import { onAuthStateChanged } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { auth } from '../firebase';

type Watch<T> = (onChange: (value: T) => void) => () => void;

/**
 * One Firestore listener for the whole back office, like the record listeners: opened by the first screen that
 * asks, kept while the member moves between screens (coming back re-reads nothing), closed at sign-out.
 * Returns the hook that reads its latest value (null while loading).
 */
export function sharedWatch<T>(watch: Watch<T>): () => T | null {
  let state: T | null = null;
  let stop: (() => void) | null = null;
  const listeners = new Set<() => void>();

  function publish(next: T | null) {
    state = next;
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    stop ??= watch(publish);
    return () => listeners.delete(listener);
  }

  onAuthStateChanged(auth, (user) => {
    if (user || !stop) return;
    stop();
    stop = null;
    publish(null);
  });

  return function useShared(): T | null {
    return useSyncExternalStore(subscribe, () => state);
  };
}
