import { campaignChanges } from '@hope/domain/progress';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import { defaultTimeZone, SETTINGS_COLLECTION, SETTINGS_DOC_ID } from '@hope/domain/settings';
import { onDocumentWritten, type Change, type FirestoreEvent } from 'firebase-functions/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { eventMaxAgeMs, givenUp, retried } from '../retried-event';
import { settingsOf } from '../settings/read-settings';
import { recountAllRecords, recountCampaignChanges } from './recount-pages';
import { countedAsItIs } from './counted-as-is';
import { recountRecords } from './recount-records';

type RecordEvent = FirestoreEvent<Change<DocumentSnapshot> | undefined, { id: string }>;

/**
 * Each donation or partner write recounts that record in its shard of its campaign's progress. The app never
 * deletes a record (the rules refuse it; a record is voided instead): a deletion is a test's wipe of the
 * emulator, whose progress is wiped with it, and counts for nothing. The record is read as it is now, so a
 * retried, late or duplicated event changes nothing (recount-records.ts); an event that keeps failing is given
 * up after an hour, logged, and the record's next write, or a recount, counts it.
 */
async function recountWritten(event: RecordEvent): Promise<void> {
  const after = event.data?.after;
  if (!after?.exists) return;
  if (givenUp(event, eventMaxAgeMs.progress, `progress of ${after.ref.path}`)) return;
  if (await countedAsItIs(after.ref)) return;
  // A campaign counted by an earlier build of the app: count every record again.
  if (await recountRecords([after.ref])) await recountAllRecords();
}

// A whole recount after an upgrade runs in the first write's trigger: it may take minutes.
const recordTrigger = { region: 'us-central1', timeoutSeconds: 540, ...retried } as const;

export const progressOnDonation = onDocumentWritten(
  { document: `${DONATIONS_COLLECTION}/{id}`, ...recordTrigger },
  recountWritten,
);

export const progressOnPartner = onDocumentWritten(
  { document: `${PARTNERS_COLLECTION}/{id}`, ...recordTrigger },
  recountWritten,
);

/** A settings document's campaigns and the zone of their dates, read as every other reader reads them. */
const campaignsOf = (snapshot: DocumentSnapshot | undefined) =>
  snapshot ? settingsOf(snapshot) : { campaigns: [], time_zone: defaultTimeZone };

/**
 * Records carry no campaign: a campaign added, removed or given other dates may move records between campaigns,
 * so the records in those dates are counted again into those campaigns, started again (a rare change: a few
 * reads per record, once). A new time zone moves every campaign's days, so it recounts them all. The other
 * campaigns' counts, this year's when next year's is added, stay. Not retried: a late retry of an earlier change
 * would start a campaign again and recount only that change's dates, undoing a later change's recount.
 */
export const progressOnCampaigns = onDocumentWritten(
  { document: `${SETTINGS_COLLECTION}/{id}`, region: 'us-central1', timeoutSeconds: 540 },
  async (event) => {
    if (event.params.id !== SETTINGS_DOC_ID) return;
    const changes = campaignChanges(campaignsOf(event.data?.before), campaignsOf(event.data?.after));
    if (changes.ranges.length === 0) return;
    const count = await recountCampaignChanges(changes);
    console.info(
      `Campaigns ${changes.restart.join(', ') || '(removed)'} changed: ${count} records recounted`,
    );
  },
);
