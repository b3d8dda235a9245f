import type { DonationRecord, PartnerRecord } from '@hope/domain';
import { useSyncExternalStore } from 'react';
import { liveDonations, livePartners, type LiveState } from './live-collection';

/** Every donation, live. The first call opens the shared listener; later screens reuse it. */
export function useLiveDonations(): LiveState<DonationRecord> {
  return useSyncExternalStore(liveDonations.subscribe, liveDonations.getSnapshot);
}

/** Every community partner, live. */
export function useLivePartners(): LiveState<PartnerRecord> {
  return useSyncExternalStore(livePartners.subscribe, livePartners.getSnapshot);
}
