import {
  contributionOf,
  countedSchema,
  currentHead,
  sameContribution,
  stillCounted,
} from '@hope/domain/progress';
import type { DocumentReference } from 'firebase-admin/firestore';
import { firestore } from '../firestore';
import { settingsOf, settingsRef } from '../settings/read-settings';
import { countedRef, headRef } from './progress-refs';

/**
 * Whether a record is counted as it is now, under its campaign's count in force: read without a transaction,
 * so most of a gift's writes (its pending, session and charge-details writes leave its contribution as it was)
 * cost a few reads and no transaction, and hold no lock on the record the webhook is writing. A "yes" is safe to
 * act on by doing nothing: a later write that moves the record has an event of its own, and a count started
 * again meanwhile recounts every record it covers.
 */
export async function countedAsItIs(record: DocumentReference): Promise<boolean> {
  const db = firestore();
  const [settings, snapshot, countedDoc] = await db.getAll(
    settingsRef(),
    record,
    countedRef(record.parent.id, record.id),
  );
  const { campaigns, time_zone: timeZone } = settingsOf(settings!);
  const now = contributionOf(timeZone, record.parent.id, snapshot!.data() as never, campaigns);
  const counted = countedDoc!.exists ? countedSchema.parse(countedDoc!.data()) : null;
  if (!counted) return now === null;
  if (!now || now.campaignId !== counted.campaignId) return false;
  const head = currentHead((await headRef(counted.campaignId).get()).data());
  return head !== null && sameContribution(stillCounted(counted, new Map([[head.campaign_id, head]])), now);
}
