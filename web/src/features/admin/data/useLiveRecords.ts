import type { DonationRecord, PartnerRecord } from '@hope/domain/records';
import type { StudentPage } from '@hope/domain/pages';
import { useCallback, useSyncExternalStore } from 'react';
import { useCampaignScope, type CampaignRange } from './campaign-selection';
import {
  liveDonations,
  livePartners,
  liveStudentPages,
  type CampaignCollection,
  type LiveState,
} from './live-collection';
import { useWatchedQuery, watchStore } from './provider';

/** The chosen campaign's records of a collection, live, from the back office's one listener. */
function useCampaignRecords<R extends { id: string }>(live: CampaignCollection<R>): LiveState<R> {
  const scope = useCampaignScope();
  return live.view(useWatchedQuery(scope && live.spec(scope.range)));
}

/** Every donation of the chosen campaign, live. The first call opens the shared listener; later screens reuse it. */
export function useLiveDonations(): LiveState<DonationRecord> {
  return useCampaignRecords(liveDonations);
}

/** Every community partner of the chosen campaign, live. */
export function useLivePartners(): LiveState<PartnerRecord> {
  return useCampaignRecords(livePartners);
}

/** The student pages families made, live (opened by the first screen that reads them). */
export function useLiveStudentPages(): LiveState<StudentPage & { id: string }> {
  return useCampaignRecords(liveStudentPages);
}

/**
 * True while the back office shows the last data received because it is offline: data is on screen but comes
 * from the local cache only. A boolean snapshot, so the component using it renders again only when that
 * changes, not at every record update.
 */
export function useLiveDataOffline(): boolean {
  const range = useCampaignScope()?.range;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = specsFor(range).map((spec) => watchStore.watch(spec, onChange));
      return () => stops.forEach((stop) => stop());
    },
    [range],
  );
  const offline = useCallback(
    () =>
      specsFor(range).some((spec) => {
        const state = watchStore.read(spec);
        return state.status === 'ready' && state.fromCache;
      }),
    [range],
  );
  return useSyncExternalStore(subscribe, offline);
}

/** The records' watches of a campaign's range (null: every record); none while it is not known (undefined). */
const specsFor = (range: CampaignRange | null | undefined) =>
  range === undefined ? [] : [liveDonations.spec(range), livePartners.spec(range)];
