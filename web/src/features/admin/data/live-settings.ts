import {
  SETTINGS_COLLECTION,
  SETTINGS_DOC_ID,
  schoolSettingsSchema,
  type SchoolSettings,
} from '@hope/domain/settings';
import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { useSyncExternalStore } from 'react';
import { db } from '../firebase';

export type LiveSettingsState =
  | { status: 'loading' }
  /** The document does not exist yet: the app runs on the sample values until the office saves. */
  | { status: 'missing' }
  | { status: 'ready'; settings: SchoolSettings }
  | { status: 'error' };

/**
 * The back office's one listener on the settings document: every admin screen sees a save (its own or
 * another admin's) as soon as Firestore reports it. A document the schema refuses is logged, not shown.
 */
class LiveSettings {
  private state: LiveSettingsState = { status: 'loading' };
  private readonly listeners = new Set<() => void>();
  private unsubscribe: Unsubscribe | null = null;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.open();
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): LiveSettingsState => this.state;

  open(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = onSnapshot(
      doc(db, SETTINGS_COLLECTION, SETTINGS_DOC_ID),
      (snapshot) => {
        if (!snapshot.exists()) return this.set({ status: 'missing' });
        const parsed = schoolSettingsSchema.safeParse(snapshot.data());
        if (parsed.success) return this.set({ status: 'ready', settings: parsed.data });
        console.error('The settings document does not match the schema', parsed.error.issues);
        this.set({ status: 'error' });
      },
      (error) => {
        console.error('Listening to the settings failed', error);
        this.unsubscribe = null;
        this.set({ status: 'error' });
      },
    );
  }

  close(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.set({ status: 'loading' });
  }

  private set(next: LiveSettingsState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

export const liveSettings = new LiveSettings();

export function useLiveSettingsState(): LiveSettingsState {
  return useSyncExternalStore(liveSettings.subscribe, liveSettings.getSnapshot);
}
