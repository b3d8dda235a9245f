// The floor under the dashboard benchmark: a page with nothing but the Firebase SDK's two realtime listeners
// on the emulator, as the back office opens them (same collections, same options, and with `from` and `to` the
// same created_at range as a campaign's), with no app, no sign-in and no rendering. What the dashboard takes
// beyond this page is what the app adds.
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  onSnapshot,
  query,
  terminate,
  where,
} from 'firebase/firestore';
import type { ListenerOnlyPage } from './api';

const params = new URLSearchParams(location.search);
const [host, port] = (params.get('firestore') ?? '').split(':');
const collections = (params.get('collections') ?? '').split(',');
const from = params.get('from');
const to = params.get('to');
const inRange = from && to ? [where('created_at', '>=', from), where('created_at', '<', to)] : [];
const db = getFirestore(initializeApp({ projectId: params.get('project') ?? '', apiKey: 'listener-only' }));
// An unsigned emulator token with the admin claim, which the rules ask for.
connectFirestoreEmulator(db, host!, Number(port), { mockUserToken: { sub: 'listener-only', admin: true } });

const seen = new Map<string, number>();
const waiting = new Map<string, (at: number) => void>();
const firstFromServer = new Set<string>();
let allLoaded: (at: number) => void = () => {};

const unsubscribes = collections.map((path) =>
  onSnapshot(query(collection(db, path), ...inRange), { includeMetadataChanges: true }, (snapshot) => {
    const at = performance.timeOrigin + performance.now();
    for (const change of snapshot.docChanges()) {
      // Reading every changed document is the least any screen does with it.
      change.doc.data();
      if (seen.has(change.doc.id)) continue;
      seen.set(change.doc.id, at);
      waiting.get(change.doc.id)?.(at);
    }
    if (snapshot.metadata.fromCache || firstFromServer.has(path)) return;
    firstFromServer.add(path);
    if (firstFromServer.size === collections.length) allLoaded(at);
  }),
);

const api: ListenerOnlyPage = {
  loadedAt: new Promise((resolve) => (allLoaded = resolve)),
  seenAt: (id) =>
    seen.has(id) ? Promise.resolve(seen.get(id)!) : new Promise((resolve) => waiting.set(id, resolve)),
  unlisten() {
    unsubscribes.forEach((unsubscribe) => unsubscribe());
  },
  end: () => terminate(db),
};
window.listenerOnly = api;
