import {
  DONATIONS_COLLECTION,
  parseStoredRecord,
  PARTNERS_COLLECTION,
  schoolSettingsSchema,
  SETTINGS_COLLECTION,
  SETTINGS_DOC_ID,
} from '@hope/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { demoRecords } from './demo-data';
import { demoSettings } from './demo-settings';
import { lastYearRecords } from './last-year';

/**
 * Writes the school settings (sample values, last year's campaign and this one's) and the demo records: this
 * year's, and a few of last year's. The emulators start empty on every `npm start` (nothing is imported or kept).
 */
export async function seedDemoData(
  db: Firestore,
  now = new Date(),
): Promise<{ donations: number; partners: number; lastYear: number }> {
  const settings = demoSettings(now);
  const lastYearCampaign = settings.campaigns[1]!;
  const current = demoRecords(now);
  const past = lastYearRecords(lastYearCampaign);
  const batch = db.batch();
  // Parsed like every other writer's records: the seed never writes what the back office would not show.
  batch.set(db.collection(SETTINGS_COLLECTION).doc(SETTINGS_DOC_ID), schoolSettingsSchema.parse(settings));
  for (const donation of [...current.donations, ...past.donations])
    batch.set(db.collection(DONATIONS_COLLECTION).doc(), parseStoredRecord(DONATIONS_COLLECTION, donation));
  for (const partner of [...current.partners, ...past.partners])
    batch.set(db.collection(PARTNERS_COLLECTION).doc(), parseStoredRecord(PARTNERS_COLLECTION, partner));
  await batch.commit();
  return {
    donations: current.donations.length,
    partners: current.partners.length,
    lastYear: past.donations.length + past.partners.length,
  };
}
