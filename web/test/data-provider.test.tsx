import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { campaignSelection } from '../src/features/admin/data/campaign-selection';
import { closeLiveData, openLiveData } from '../src/features/admin/data/live-collection';
import {
  GRACE_MS,
  useWatchedDocument,
  useWatchedQuery,
  watchStore,
  type QuerySpec,
} from '../src/features/admin/data/provider';
import { useLiveDonations } from '../src/features/admin/data/useLiveRecords';
import { failListener, listeners, openListeners, sendDoc, sendDocs } from './fake-firestore';

// The provider is the only caller of onSnapshot: Firestore is faked at its module boundary.
vi.mock('firebase/firestore', async () => (await import('./fake-firestore')).firestoreModule);
vi.mock('../src/features/admin/firebase', () => ({ db: {}, auth: {} }));
const auth = vi.hoisted(() => ({ observer: (_user: unknown) => {} }));
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, observer: (user: unknown) => void) => {
    auth.observer = observer;
    return () => {};
  },
}));

const noteSchema = z.object({ text: z.string() });
/** Built anew at each call, as screens do at each render: equal descriptions share a listener. */
const notes = (extra: Partial<QuerySpec<typeof noteSchema>> = {}): QuerySpec<typeof noteSchema> => ({
  collection: 'notes',
  schema: noteSchema,
  where: [['kind', '==', 'memo']],
  orderBy: [['at', 'desc']],
  limit: 20,
  ...extra,
});

beforeEach(() => {
  vi.useFakeTimers();
  listeners.length = 0;
});

afterEach(() => {
  closeLiveData();
  vi.useRealTimers();
});

describe('the data provider', () => {
  it('shares one listener between two watchers of the same query, parsed and with ids', () => {
    const first = renderHook(() => useWatchedQuery(notes()));
    const second = renderHook(() => useWatchedQuery(notes()));
    expect(listeners).toHaveLength(1);
    expect(listeners[0]!.constraints).toEqual([
      { where: ['kind', '==', 'memo'] },
      { orderBy: ['at', 'desc'] },
      { limit: 20 },
    ]);
    expect(first.result.current.status).toBe('loading');

    act(() => sendDocs(listeners[0]!, { a: { text: 'one' }, b: { text: 'two' } }));
    expect(first.result.current).toEqual({
      status: 'ready',
      data: [
        { id: 'a', text: 'one' },
        { id: 'b', text: 'two' },
      ],
      fromCache: false,
    });
    expect(second.result.current).toBe(first.result.current);
    // Another query is another listener.
    renderHook(() => useWatchedQuery(notes({ limit: 5 })));
    expect(listeners).toHaveLength(2);
  });

  it('closes the listener after the grace delay once the last watcher left, and reuses it within it', () => {
    const first = renderHook(() => useWatchedQuery(notes()));
    const second = renderHook(() => useWatchedQuery(notes()));
    first.unmount();
    second.unmount();
    vi.advanceTimersByTime(GRACE_MS - 1);
    expect(listeners[0]!.closed).toBe(false);

    // Back within the delay: the same listener, its data already there.
    act(() => sendDocs(listeners[0]!, { a: { text: 'one' } }));
    const back = renderHook(() => useWatchedQuery(notes()));
    expect(back.result.current.data).toEqual([{ id: 'a', text: 'one' }]);
    back.unmount();
    vi.advanceTimersByTime(GRACE_MS - 1);
    expect(listeners[0]!.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(listeners[0]!.closed).toBe(true);
    expect(listeners).toHaveLength(1);
  });

  it('closes every listener at sign-out, kept ones included, and the watchers read loading', () => {
    const query = renderHook(() => useWatchedQuery(notes()));
    const document = renderHook(() =>
      useWatchedDocument({ collection: 'notes', id: 'x', schema: noteSchema }),
    );
    watchStore.prefetch(notes({ limit: 1, keep: 'session' }));
    act(() => sendDocs(listeners[0]!, { a: { text: 'one' } }));
    expect(openListeners()).toHaveLength(3);

    act(() => closeLiveData());
    expect(openListeners()).toHaveLength(0);
    expect(query.result.current.status).toBe('loading');
    expect(query.result.current.data).toEqual([]);
    expect(document.result.current.status).toBe('loading');
  });

  it('closes every listener when the session ends without the Logout button', () => {
    renderHook(() => useWatchedQuery(notes()));
    watchStore.prefetch(notes({ limit: 3, keep: { latestOf: 'notes' } }));
    expect(openListeners()).toHaveLength(2);
    act(() => auth.observer(null));
    expect(openListeners()).toHaveLength(0);
  });

  it('leaves out a document that does not fit its schema and reports it once, with its path', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const watched = renderHook(() => useWatchedQuery(notes()));
    renderHook(() => useWatchedQuery(notes()));
    const bad = { text: 42 };
    act(() => sendDocs(listeners[0]!, { a: { text: 'one' }, bad }));
    act(() => sendDocs(listeners[0]!, { a: { text: 'one, edited' }, bad }));
    expect(watched.result.current.data).toEqual([{ id: 'a', text: 'one, edited' }]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe('Skipping notes/bad: it does not match the schema');
  });

  it('keeps the same array when a snapshot changes nothing the screens read', () => {
    const watched = renderHook(() => useWatchedQuery(notes({ includeMetadataChanges: true })));
    const doc = { text: 'one' };
    act(() => sendDocs(listeners[0]!, { a: doc }, true));
    const cached = watched.result.current;
    act(() => sendDocs(listeners[0]!, { a: doc }, false));
    expect(watched.result.current.fromCache).toBe(false);
    expect(watched.result.current.data).toBe(cached.data);
  });

  it('reads a missing document as null, and one that does not fit as an error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const watched = renderHook(() =>
      useWatchedDocument({ collection: 'notes', id: 'x', schema: noteSchema }),
    );
    expect(watched.result.current).toMatchObject({ status: 'loading', data: null });
    act(() => sendDoc(listeners[0]!, undefined));
    expect(watched.result.current).toMatchObject({ status: 'ready', data: null });
    act(() => sendDoc(listeners[0]!, { text: 'here' }));
    expect(watched.result.current).toMatchObject({ status: 'ready', data: { id: 'x', text: 'here' } });
    act(() => sendDoc(listeners[0]!, { text: 7 }));
    expect(watched.result.current).toMatchObject({ status: 'error', data: null });
  });

  it('reports a failed listener as an error and opens it again for the next watcher', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderHook(() => useWatchedQuery(notes()));
    act(() => failListener(listeners[0]!));
    expect(first.result.current).toEqual({ status: 'error', data: [], fromCache: false });
    renderHook(() => useWatchedQuery(notes()));
    expect(openListeners()).toHaveLength(1);
    expect(listeners).toHaveLength(2);
  });

  it('keeps the latest watch of a name after its watchers left, and lets an older one close', () => {
    const year = (limit: number) => notes({ limit, keep: { latestOf: 'report' } });
    const report2025 = renderHook(() => useWatchedQuery(year(2025)));
    report2025.unmount();
    vi.advanceTimersByTime(GRACE_MS * 10);
    expect(listeners[0]!.closed).toBe(false);
    const report2026 = renderHook(() => useWatchedQuery(year(2026)));
    report2026.unmount();
    vi.advanceTimersByTime(GRACE_MS);
    expect(listeners[0]!.closed).toBe(true);
    expect(listeners[1]!.closed).toBe(false);
  });
});

describe("the campaign's records", () => {
  const timeZone = 'America/Los_Angeles';
  const campaigns = [
    { id: 'fall', name: 'Fall', start: '2025-09-01', end: '2025-12-31', goal: null },
    { id: 'spring', name: 'Spring', start: '2026-01-01', end: '2026-06-30', goal: null },
  ];
  const donationListeners = () => openListeners().filter((listener) => listener.path === 'donations');

  it('are one listener per collection and campaign, opened at sign-in and moved with the campaign', () => {
    campaignSelection.follow({ campaigns, time_zone: timeZone }, new Date('2026-03-01T12:00:00Z'));
    openLiveData({ campaigns, time_zone: timeZone });
    // The settings document, the donations and the partners.
    expect(openListeners().map((listener) => listener.path)).toEqual([
      'settings/school',
      'donations',
      'community_partners',
    ]);
    const dashboard = renderHook(() => useLiveDonations());
    renderHook(() => useLiveDonations());
    expect(donationListeners()).toHaveLength(1);
    expect(donationListeners()[0]!.options).toEqual({ includeMetadataChanges: true });
    expect(donationListeners()[0]!.constraints[0]).toEqual({
      where: ['created_at', '>=', '2026-01-01T08:00:00.000Z'],
    });

    act(() => campaignSelection.choose('fall'));
    expect(dashboard.result.current.status).toBe('loading');
    vi.advanceTimersByTime(GRACE_MS);
    expect(donationListeners()).toHaveLength(1);
    expect(donationListeners()[0]!.constraints[0]).toEqual({
      where: ['created_at', '>=', '2025-09-01T07:00:00.000Z'],
    });
  });
});
