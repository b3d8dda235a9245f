/*
 * A fake of the few 'firebase/firestore' functions the back office's data provider calls, for vi.mock: each
 * onSnapshot is recorded as a listener the test sends documents to, as Firestore would (with the changes since
 * the listener's last snapshot), or fails.
 */

type Data = Record<string, unknown>;
type Ref = { kind: 'collection' | 'doc'; path: string; id?: string; constraints?: unknown[] };

export interface FakeListener {
  path: string;
  constraints: unknown[];
  options: { includeMetadataChanges?: boolean };
  closed: boolean;
  next: (snapshot: unknown) => void;
  error: (error: Error) => void;
  /** The documents of the last snapshot sent, by id. */
  last: Map<string, Data>;
}

export const listeners: FakeListener[] = [];

export const openListeners = () => listeners.filter((listener) => !listener.closed);

export const firestoreModule = {
  collection: (_db: unknown, path: string): Ref => ({ kind: 'collection', path }),
  doc: (_db: unknown, collection: string, id: string): Ref => ({
    kind: 'doc',
    path: `${collection}/${id}`,
    id,
  }),
  query: (ref: Ref, ...constraints: unknown[]): Ref => ({ ...ref, constraints }),
  where: (field: string, op: string, value: unknown) => ({ where: [field, op, value] }),
  orderBy: (field: string, direction?: string) => ({ orderBy: [field, direction] }),
  limit: (count: number) => ({ limit: count }),
  onSnapshot(ref: Ref, ...rest: unknown[]) {
    const options = typeof rest[0] === 'object' ? (rest.shift() as FakeListener['options']) : {};
    const [next, error] = rest as [FakeListener['next'], FakeListener['error']];
    const listener: FakeListener = {
      path: ref.path,
      constraints: ref.constraints ?? [],
      options,
      closed: false,
      next,
      error,
      last: new Map(),
    };
    listeners.push(listener);
    return () => {
      listener.closed = true;
    };
  },
};

const snapshotOf = (path: string, id: string, data: Data | undefined) => ({
  id,
  ref: { path: `${path}/${id}` },
  exists: () => data !== undefined,
  data: () => data,
  metadata: { fromCache: false },
});

/** Sends a query's listener the documents now in its result, by id (a changed document is a new object). */
export function sendDocs(listener: FakeListener, docs: Record<string, Data>, fromCache = false): void {
  const changes: { type: string; doc: unknown }[] = [];
  for (const [id, data] of Object.entries(docs)) {
    const before = listener.last.get(id);
    if (before !== data)
      changes.push({ type: before ? 'modified' : 'added', doc: snapshotOf(listener.path, id, data) });
  }
  for (const [id, data] of listener.last) {
    if (!(id in docs)) changes.push({ type: 'removed', doc: snapshotOf(listener.path, id, data) });
  }
  listener.last = new Map(Object.entries(docs));
  listener.next({
    docs: Object.entries(docs).map(([id, data]) => snapshotOf(listener.path, id, data)),
    docChanges: () => changes,
    metadata: { fromCache },
  });
}

/** Sends a document's listener its data, or undefined when it does not exist. */
export function sendDoc(listener: FakeListener, data: Data | undefined): void {
  const [collection, id] = listener.path.split('/') as [string, string];
  listener.next(snapshotOf(collection, id, data));
}

/** Fails a listener as Firestore does (permission denied, say): it is closed by Firestore itself. */
export function failListener(listener: FakeListener): void {
  listener.closed = true;
  listener.error(new Error('Missing or insufficient permissions.'));
}
