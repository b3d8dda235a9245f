import { campaignChanges } from '@hope/domain/progress';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import { defaultTimeZone, SETTINGS_COLLECTION, SETTINGS_DOC_ID } from '@hope/domain/settings';
import { onDocumentWritten, type Change, type FirestoreEvent } from 'firebase-functions/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { settingsOf } from '../settings/read-settings';
import { recountAllRecords, recountCampaignChanges, recountRecords } from './recount-progress';

type RecordEvent = FirestoreEvent<Change<DocumentSnapshot> | undefined>;

/**
 * Each donation or partner write recounts that record in its campaign's progress. The app never deletes a
 * record (the rules refuse it; a record is voided instead): a deletion is a test's wipe of the emulator, whose
 * aggregates are wiped with it, and counts for nothing.
 */
async function recountWritten(event: RecordEvent): Promise<void> {
  const after = event.data?.after;
  if (!after?.exists) return;
  // An aggregate kept by an earlier version of the app was started again: count every record into it.
  if (await recountRecords([after.ref])) await recountAllRecords();
}

export const progressOnDonation = onDocumentWritten(
  { document: `${DONATIONS_COLLECTION}/{id}`, region: 'us-central1' },
  recountWritten,
);

export const progressOnPartner = onDocumentWritten(
  { document: `${PARTNERS_COLLECTION}/{id}`, region: 'us-central1' },
  recountWritten,
);

/** A settings document's campaigns and the zone of their dates, read as every other reader reads them. */
const campaignsOf = (snapshot: DocumentSnapshot | undefined) =>
  snapshot ? settingsOf(snapshot) : { campaigns: [], time_zone: defaultTimeZone };

/**
 * Records carry no campaign: a campaign added, removed or given other dates may move records between campaigns,
 * so the records in those dates are counted again into those campaigns' aggregates, started again (a rare change:
 * a few reads per record, once). A new time zone moves every campaign's days, so it recounts them all. The other
 * campaigns' aggregates, this year's when next year's is added, stay.
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
