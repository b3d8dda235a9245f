import {
  DONATIONS_COLLECTION,
  PARTNERS_COLLECTION,
  donationSchema,
  partnerSchema,
  type DonationRecord,
  type PartnerRecord,
} from '@hope/domain/records';
import {
  collection,
  onSnapshot,
  query,
  where,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { STUDENT_PAGES_COLLECTION, studentPageSchema, type StudentPage } from '@hope/domain/pages';
import type { z } from 'zod';
import { db } from '../firebase';
import { campaignSelection, sameRange, type CampaignRange, type SchoolCampaigns } from './campaign-selection';
import { liveSettings } from './live-settings';

export type LiveStatus = 'loading' | 'ready' | 'error';

export interface LiveState<R> {
  status: LiveStatus;
  /** One array per snapshot (never mutated): the domain's list memos key on its identity. */
  records: readonly R[];
  /** True while the data shown comes from the local cache only (offline, or the first moments). */
  fromCache: boolean;
}

/** Documents are parsed by the domain schema; one that does not fit is logged and left out, not shown half-read. */
function converterFor<R extends { id: string }>(schema: z.ZodType): FirestoreDataConverter<R | null> {
  return {
    toFirestore: (value) => value as never,
    fromFirestore(snapshot: QueryDocumentSnapshot) {
      const parsed = schema.safeParse(snapshot.data());
      if (parsed.success) return { ...(parsed.data as object), id: snapshot.id } as R;
      console.error(`Skipping ${snapshot.ref.path}: it does not match the schema`, parsed.error.issues);
      return null;
    },
  };
}

/**
 * One realtime listener per collection for the whole back office: opened at sign-in (or by the first screen
 * that reads it), kept while the admin moves between screens, closed at logout. It reads the chosen campaign's
 * records only (campaign-selection.ts) and moves to another campaign's when the choice or its dates change.
 */
class LiveCollection<R extends { id: string }> {
  private state: LiveState<R> = { status: 'loading', records: [], fromCache: true };
  private readonly listeners = new Set<() => void>();
  /** The listener and the created_at range it reads (null: every record). */
  private listening: { unsubscribe: Unsubscribe; range: CampaignRange | null } | null = null;
  private readonly byId = new Map<string, R | null>();

  constructor(
    private readonly path: string,
    private readonly converter: FirestoreDataConverter<R | null>,
  ) {
    campaignSelection.subscribe(() => this.followCampaign());
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.open();
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): LiveState<R> => this.state;

  /**
   * Starts listening (once); the state updates even before a screen subscribes. Waits until the campaign is
   * known: a listener opened on a guess would download every record before the right ones.
   */
  open(): void {
    const scope = campaignSelection.getSnapshot();
    if (this.listening || !scope) return;
    const all = collection(db, this.path).withConverter(this.converter);
    // One field's range: Firestore's automatic single-field index serves it, no composite index needed.
    const ref = scope.range
      ? query(
          all,
          where('created_at', '>=', scope.range.startIso),
          where('created_at', '<', scope.range.endIso),
        )
      : all;
    const unsubscribe = onSnapshot(
      ref,
      { includeMetadataChanges: true },
      (snapshot) => {
        // Only changed documents are parsed again: at 10,000 records a snapshot stays cheap.
        for (const change of snapshot.docChanges()) {
          if (change.type === 'removed') this.byId.delete(change.doc.id);
          else this.byId.set(change.doc.id, change.doc.data());
        }
        const records: R[] = [];
        for (const doc of snapshot.docs) {
          const record = this.byId.get(doc.id);
          if (record) records.push(record);
        }
        this.set({ status: 'ready', records, fromCache: snapshot.metadata.fromCache });
      },
      (error) => {
        // Fetch errors are only logged; the screens show empty or zero values.
        console.error(`Listening to ${this.path} failed`, error);
        this.listening = null;
        this.byId.clear();
        this.set({ status: 'error', records: [], fromCache: false });
      },
    );
    this.listening = { unsubscribe, range: scope.range };
  }

  /**
   * Another campaign chosen, or its dates edited: the screens go back to loading and the listener reads the
   * new range. A listener that failed tries again on it, and one a screen asked for before the campaign was
   * known opens now; one nobody asked for stays closed.
   */
  private followCampaign(): void {
    const scope = campaignSelection.getSnapshot();
    if (!scope) return;
    const awaited = this.state.status === 'error' || this.listeners.size > 0;
    if (this.listening ? sameRange(this.listening.range, scope.range) : !awaited) return;
    this.close();
    this.open();
  }

  private set(next: LiveState<R>): void {
    const previous = this.state;
    // A metadata-only change with the same documents keeps the same records array (and the list memos).
    if (next.status === previous.status && sameDocs(previous.records, next.records)) {
      next = { ...next, records: previous.records };
      if (next.fromCache === previous.fromCache) return;
    }
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  close(): void {
    this.listening?.unsubscribe();
    this.listening = null;
    this.byId.clear();
    this.state = { status: 'loading', records: [], fromCache: true };
    for (const listener of this.listeners) listener();
  }
}

function sameDocs<R>(a: readonly R[], b: readonly R[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

export const liveDonations = new LiveCollection<DonationRecord>(
  DONATIONS_COLLECTION,
  converterFor<DonationRecord>(donationSchema),
);
export const livePartners = new LiveCollection<PartnerRecord>(
  PARTNERS_COLLECTION,
  converterFor<PartnerRecord>(partnerSchema),
);

/**
 * The student pages families made, the chosen campaign's (created in its dates, like the records). Opened by
 * the first screen that reads it, not at sign-in: most visits never look at the pages.
 */
export const liveStudentPages = new LiveCollection<StudentPage & { id: string }>(
  STUDENT_PAGES_COLLECTION,
  converterFor<StudentPage & { id: string }>(studentPageSchema),
);

/**
 * Called as soon as an admin is known to be signed in, with the campaigns and time zone of the settings the app
 * started with: the chosen campaign's records download while the screen's code does, instead of after it (or after
 * a settings round trip).
 */
export function openLiveData(settings: SchoolCampaigns): void {
  if (!campaignSelection.getSnapshot()) campaignSelection.follow(settings);
  liveSettings.open();
  liveDonations.open();
  livePartners.open();
}

/** Called at logout: the next admin to sign in starts from a fresh read. */
export function closeLiveData(): void {
  liveSettings.close();
  liveDonations.close();
  livePartners.close();
  liveStudentPages.close();
  campaignSelection.reset();
}
