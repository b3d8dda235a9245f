import {
  DONATIONS_COLLECTION,
  PARTNERS_COLLECTION,
  donationSchema,
  partnerSchema,
  type DonationRecord,
  type PartnerRecord,
} from '@hope/domain/records';
import { STUDENT_PAGES_COLLECTION, studentPageSchema, type StudentPage } from '@hope/domain/pages';
import { onAuthStateChanged } from 'firebase/auth';
import type { z } from 'zod';
import { auth } from '../firebase';
import { campaignSelection, type CampaignRange, type SchoolCampaigns } from './campaign-selection';
import { settingsDocument } from './live-settings';
import { watchStore, type QuerySpec, type QueryState } from './provider';

export type LiveStatus = 'loading' | 'ready' | 'error';

/** The record lists' view of a campaign's records (what the record kinds' `useRecords` gives). */
export interface LiveState<R> {
  status: LiveStatus;
  /** One array per snapshot (never mutated): the domain's list memos key on its identity. */
  records: readonly R[];
  /** True while the data shown comes from the local cache only (offline, or the first moments). */
  fromCache: boolean;
}

/**
 * A collection the back office reads one campaign of: the records created in the chosen campaign's dates
 * (campaign-selection.ts), so a screen costs the same in year five as in year one. One listener per collection
 * and campaign for the whole back office: kept while the admin moves between screens, moved to another
 * campaign's records when the choice or its dates change, closed at logout.
 */
export class CampaignCollection<R extends { id: string }> {
  constructor(
    readonly path: string,
    private readonly schema: z.ZodType,
  ) {}

  /** The watch of this collection's records in `range` (null: every record). */
  spec(range: CampaignRange | null): QuerySpec {
    return {
      collection: this.path,
      schema: this.schema,
      // One field's range: Firestore's automatic single-field index serves it, no composite index needed.
      where: range
        ? [
            ['created_at', '>=', range.startIso],
            ['created_at', '<', range.endIso],
          ]
        : [],
      includeMetadataChanges: true,
      keep: { latestOf: this.path },
    };
  }

  /** The campaign's watch as the screens read it; null until the campaign is known (no listener on a guess). */
  specNow(): QuerySpec | null {
    const scope = campaignSelection.getSnapshot();
    return scope && this.spec(scope.range);
  }

  private readonly views = new WeakMap<object, LiveState<R>>();

  /** The provider's state as the lists read it, one object per state (stable for the screens' memos). */
  view(state: QueryState<z.ZodType>): LiveState<R> {
    let view = this.views.get(state);
    if (!view) {
      view = { status: state.status, records: state.data as readonly R[], fromCache: state.fromCache };
      this.views.set(state, view);
    }
    return view;
  }
}

export const liveDonations = new CampaignCollection<DonationRecord>(DONATIONS_COLLECTION, donationSchema);
export const livePartners = new CampaignCollection<PartnerRecord>(PARTNERS_COLLECTION, partnerSchema);
/**
 * The student pages families made, the chosen campaign's (created in its dates, like the records). Opened by
 * the first screen that reads it, not at sign-in: most visits never look at the pages.
 */
export const liveStudentPages = new CampaignCollection<StudentPage & { id: string }>(
  STUDENT_PAGES_COLLECTION,
  studentPageSchema,
);

const campaignCollections = [liveDonations, livePartners, liveStudentPages];

/**
 * Another campaign chosen, or its dates edited: each campaign collection opened since sign-in moves to the
 * new range at once (the screens read it as loading until it answers); one never opened stays closed.
 */
campaignSelection.subscribe(() => {
  for (const live of campaignCollections) {
    const spec = live.specNow();
    if (spec && watchStore.holds(live.path)) watchStore.prefetch(spec);
  }
});

/**
 * Called as soon as an admin is known to be signed in, with the campaigns and time zone of the settings the app
 * started with: the chosen campaign's records download while the screen's code does, instead of after it (or after
 * a settings round trip).
 */
export function openLiveData(settings: SchoolCampaigns): void {
  if (!campaignSelection.getSnapshot()) campaignSelection.follow(settings);
  watchStore.prefetch(settingsDocument);
  for (const live of [liveDonations, livePartners]) {
    const spec = live.specNow();
    if (spec) watchStore.prefetch(spec);
  }
}

/** Called at sign-out, the one place every listener closes: the next admin to sign in starts from a fresh read. */
export function closeLiveData(): void {
  watchStore.closeAll();
  campaignSelection.reset();
}

// A session can also end without the Logout button (the SDK signs out an account whose tokens were revoked).
onAuthStateChanged(auth, (user) => {
  if (!user && watchStore.listening()) closeLiveData();
});
