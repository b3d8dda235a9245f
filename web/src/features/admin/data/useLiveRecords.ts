import type { DonationRecord, PartnerRecord } from '@hope/domain/records';
import { useSyncExternalStore } from 'react';
import type { StudentPage } from '@hope/domain/pages';
import { liveDonations, livePartners, liveStudentPages, type LiveState } from './live-collection';

/** Every donation, live. The first call opens the shared listener; later screens reuse it. */
export function useLiveDonations(): LiveState<DonationRecord> {
  return useSyncExternalStore(liveDonations.subscribe, liveDonations.getSnapshot);
}

/** Every community partner, live. */
export function useLivePartners(): LiveState<PartnerRecord> {
  return useSyncExternalStore(livePartners.subscribe, livePartners.getSnapshot);
}

/** The student pages families made, live (opened by the first screen that reads them). */
export function useLiveStudentPages(): LiveState<StudentPage & { id: string }> {
  return useSyncExternalStore(liveStudentPages.subscribe, liveStudentPages.getSnapshot);
}

const collections = [liveDonations, livePartners] as const;

function subscribeToBoth(listener: () => void): () => void {
  const unsubscribers = collections.map((live) => live.subscribe(listener));
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}

/** Data is on screen but comes from the local cache only: the connection to the server is lost. */
function showingCachedData(): boolean {
  return collections.some((live) => {
    const state = live.getSnapshot();
    return state.status === 'ready' && state.fromCache;
  });
}

/**
 * True while the back office shows the last data received because it is offline. A boolean snapshot, so
 * the component using it renders again only when that changes, not at every record update.
 */
export function useLiveDataOffline(): boolean {
  return useSyncExternalStore(subscribeToBoth, showingCachedData);
}
