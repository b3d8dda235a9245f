import { onAuthStateChanged } from 'firebase/auth';
import { useCallback, useSyncExternalStore } from 'react';
import { auth } from '../firebase';

type KeyedWatch<T> = (key: string, onChange: (value: T) => void) => () => void;

/**
 * sharedWatch for a listener that depends on what the screen shows (a report's year): one listener for the
 * whole back office, of the last key asked for. Coming back to the screen with the same key re-reads nothing;
 * another key closes the listener and opens its own; sign-out closes it. The hook reads the latest value of
 * its key (null while loading).
 */
export function sharedKeyedWatch<T>(watch: KeyedWatch<T>): (key: string) => T | null {
  let current: { key: string; state: T | null; stop: (() => void) | null } | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function open(key: string): void {
    if (current?.key === key) return;
    current?.stop?.();
    const opened: NonNullable<typeof current> = { key, state: null, stop: null };
    current = opened;
    opened.stop = watch(key, (value) => {
      if (current !== opened) return;
      opened.state = value;
      notify();
    });
    notify();
  }

  onAuthStateChanged(auth, (user) => {
    if (user || !current) return;
    current.stop?.();
    current = null;
    notify();
  });

  return function useSharedKeyed(key: string): T | null {
    const subscribe = useCallback(
      (listener: () => void) => {
        listeners.add(listener);
        open(key);
        return () => listeners.delete(listener);
      },
      [key],
    );
    return useSyncExternalStore(subscribe, () => (current?.key === key ? current.state : null));
  };
}
