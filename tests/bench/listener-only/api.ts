/** What the listener-only page offers the benchmark (as window.listenerOnly). Times are epoch milliseconds. */
export interface ListenerOnlyPage {
  /** When both collections have had their first snapshot from the server. */
  loadedAt: Promise<number>;
  /** When a document with this id first showed in a snapshot. */
  seenAt(id: string): Promise<number>;
  /** Closes the listeners: the SDK asks the emulator to remove their targets (removeTarget). */
  unlisten(): void;
  /** Ends the page's stream (after unlisten has reached the emulator, or the emulator keeps the targets). */
  end(): Promise<void>;
}

declare global {
  interface Window {
    listenerOnly: ListenerOnlyPage;
  }
}
