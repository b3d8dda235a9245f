import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentSnapshot,
  type QueryConstraint,
  type Unsubscribe,
} from 'firebase/firestore';
import { db } from '../../firebase';
import { isDocument, type DocumentSpec, type QuerySpec, type WatchSpec, type WatchState } from './describe';

/*
 * The back office's only Firestore listeners. Every document is parsed by its schema and given its id; one that
 * does not fit is reported (with its path, once per version) and left out, never shown half-read.
 */

export interface Listener {
  /** A new state: data changed, or only where it comes from (cache or server). */
  next(state: WatchState<unknown>): void;
  /** The listener failed and is closed (Firestore ends a listener on an error): it may be opened again. */
  failed(state: WatchState<unknown>): void;
}

type Read = { id: string } | null;

function parse(spec: WatchSpec, snapshot: DocumentSnapshot): Read {
  const parsed = spec.schema.safeParse(snapshot.data());
  if (parsed.success) return { ...(parsed.data as object), id: snapshot.id };
  console.error(`Skipping ${snapshot.ref.path}: it does not match the schema`, parsed.error.issues);
  return null;
}

function constraints(spec: QuerySpec): QueryConstraint[] {
  return [
    ...(spec.where ?? []).map(([field, op, value]) => where(field, op, value)),
    ...(spec.orderBy ?? []).map(([field, direction]) => orderBy(field, direction)),
    ...(spec.limit === undefined ? [] : [limit(spec.limit)]),
  ];
}

function sameDocs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

function listenToQuery(spec: QuerySpec, listener: Listener): Unsubscribe {
  const byId = new Map<string, Read>();
  let previous: WatchState<readonly Read[]> | null = null;
  return onSnapshot(
    query(collection(db, spec.collection), ...constraints(spec)),
    { includeMetadataChanges: spec.includeMetadataChanges ?? false },
    (snapshot) => {
      // Only changed documents are parsed again: at 10,000 records a snapshot stays cheap.
      for (const change of snapshot.docChanges()) {
        if (change.type === 'removed') byId.delete(change.doc.id);
        else byId.set(change.doc.id, parse(spec, change.doc));
      }
      let data: Read[] = [];
      for (const entry of snapshot.docs) {
        const read = byId.get(entry.id);
        if (read) data.push(read);
      }
      const fromCache = snapshot.metadata.fromCache;
      // The same documents keep the same array (and the screens' memos); a metadata-only change is no change.
      if (previous && sameDocs(previous.data, data)) {
        if (previous.fromCache === fromCache) return;
        data = previous.data as Read[];
      }
      previous = { status: 'ready', data, fromCache };
      listener.next(previous);
    },
    (error) => {
      console.error(`Listening to ${spec.collection} failed`, error);
      listener.failed({ status: 'error', data: [], fromCache: false });
    },
  );
}

function listenToDocument(spec: DocumentSpec, listener: Listener): Unsubscribe {
  return onSnapshot(
    doc(db, spec.collection, spec.id),
    (snapshot) => {
      const fromCache = snapshot.metadata.fromCache;
      if (!snapshot.exists()) return listener.next({ status: 'ready', data: null, fromCache });
      const data = parse(spec, snapshot);
      listener.next({ status: data ? 'ready' : 'error', data, fromCache });
    },
    (error) => {
      console.error(`Listening to ${spec.collection}/${spec.id} failed`, error);
      listener.failed({ status: 'error', data: null, fromCache: false });
    },
  );
}

/** Opens the Firestore listener a description asks for. */
export function listen(spec: WatchSpec, listener: Listener): Unsubscribe {
  return isDocument(spec) ? listenToDocument(spec, listener) : listenToQuery(spec, listener);
}
