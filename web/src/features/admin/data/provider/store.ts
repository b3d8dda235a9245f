import type { Unsubscribe } from 'firebase/firestore';
import { keyOf, loadingOf, type WatchSpec, type WatchState } from './describe';
import { listen } from './listen';

/**
 * How long a listener stays open after its last watcher left: a screen left and come back to within moments
 * (a record's details and its list, React's development remount) reads nothing again.
 */
export const GRACE_MS = 5_000;

interface Entry {
  spec: WatchSpec;
  state: WatchState<unknown>;
  watchers: Set<() => void>;
  /** Closes the Firestore listener; null while none is open (not yet, failed, or closed at sign-out). */
  stop: Unsubscribe | null;
  /** Kept with no watcher: its `keep` asks for it (see Keep). */
  held: boolean;
  closing: ReturnType<typeof setTimeout> | null;
}

/**
 * One listener per description for the whole back office, shared by every screen and hook that watches it,
 * kept while anyone watches (and as its `keep` says), all closed at sign-out by `closeAll`.
 */
export class WatchStore {
  private readonly entries = new Map<string, Entry>();
  /** The latest key asked for under each `latestOf` name. */
  private readonly latest = new Map<string, string>();

  /** The latest state of a description (loading when nobody watches it). */
  read(spec: WatchSpec): WatchState<unknown> {
    return this.entries.get(keyOf(spec))?.state ?? loadingOf(spec);
  }

  /** Watches a description: `onChange` is called at each new state. Returns the function that stops watching. */
  watch(spec: WatchSpec, onChange: () => void): () => void {
    const entry = this.open(spec);
    entry.watchers.add(onChange);
    if (entry.closing) clearTimeout(entry.closing);
    entry.closing = null;
    return () => {
      entry.watchers.delete(onChange);
      this.release(entry);
    };
  }

  /**
   * Opens a listener before any screen asks (its data downloads meanwhile), or keeps it open: with a `keep`,
   * it stays; without, it closes after the grace delay unless watched by then.
   */
  prefetch(spec: WatchSpec): void {
    this.release(this.open(spec));
  }

  /** Whether a watch of that `latestOf` name is kept now (it was asked for since sign-in). */
  holds(name: string): boolean {
    return this.latest.has(name);
  }

  /** Whether any Firestore listener is open. */
  listening(): boolean {
    return [...this.entries.values()].some((entry) => entry.stop !== null);
  }

  /** At sign-out: every listener closes, and whoever still watches reads loading until it opens again. */
  closeAll(): void {
    this.latest.clear();
    for (const [key, entry] of this.entries) {
      if (entry.closing) clearTimeout(entry.closing);
      entry.closing = null;
      entry.stop?.();
      entry.stop = null;
      entry.held = false;
      this.publish(entry, loadingOf(entry.spec));
      if (entry.watchers.size === 0) this.entries.delete(key);
    }
  }

  /** The entry of a description, listening (again, after a failure or a sign-out) and held as its keep says. */
  private open(spec: WatchSpec): Entry {
    const key = keyOf(spec);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { spec, state: loadingOf(spec), watchers: new Set(), stop: null, held: false, closing: null };
      this.entries.set(key, entry);
    }
    this.hold(key, entry);
    if (!entry.stop) this.start(entry);
    return entry;
  }

  private start(entry: Entry): void {
    let stop: Unsubscribe | null = null;
    let failed = false;
    stop = listen(entry.spec, {
      next: (state) => this.publish(entry, state),
      failed: (state) => {
        failed = true;
        if (entry.stop === stop) entry.stop = null;
        this.publish(entry, state);
      },
    });
    entry.stop = failed ? null : stop;
  }

  private hold(key: string, entry: Entry): void {
    const keep = entry.spec.keep;
    if (!keep) return;
    entry.held = true;
    if (keep === 'session') return;
    const before = this.latest.get(keep.latestOf);
    this.latest.set(keep.latestOf, key);
    const replaced = before !== undefined && before !== key ? this.entries.get(before) : undefined;
    if (!replaced) return;
    replaced.held = false;
    this.release(replaced);
  }

  /** Nobody watches it and nothing keeps it: it closes after the grace delay, unless watched by then. */
  private release(entry: Entry): void {
    if (entry.watchers.size > 0 || entry.held || entry.closing) return;
    entry.closing = setTimeout(() => {
      entry.closing = null;
      if (entry.watchers.size > 0 || entry.held) return;
      entry.stop?.();
      entry.stop = null;
      this.entries.delete(keyOf(entry.spec));
    }, GRACE_MS);
  }

  private publish(entry: Entry, state: WatchState<unknown>): void {
    if (entry.state === state) return;
    entry.state = state;
    for (const onChange of entry.watchers) onChange();
  }
}

/** The back office's one store. */
export const watchStore = new WatchStore();
