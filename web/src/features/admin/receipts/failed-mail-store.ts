import { onAuthStateChanged } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { auth } from '../firebase';
import { watchFailedMail, type MailEntry } from './receipts-gateway';

/*
 * The failed deliveries, read by one listener for the whole back office (the dashboard's notice and the
 * Receipts screen share it, like the record listeners): opened by the first screen that asks, kept while the
 * admin moves between screens, closed at sign-out.
 */

let state: MailEntry[] | null = null;
let stop: (() => void) | null = null;
const listeners = new Set<() => void>();

function publish(next: MailEntry[] | null) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stop ??= watchFailedMail(publish);
  return () => listeners.delete(listener);
}

onAuthStateChanged(auth, (user) => {
  if (user || !stop) return;
  stop();
  stop = null;
  publish(null);
});

/** The failed messages, live (null while loading). */
export function useFailedMail(): MailEntry[] | null {
  return useSyncExternalStore(subscribe, () => state);
}
