import { defaultSettings, schoolSettingsSchema, SETTINGS_COLLECTION, SETTINGS_DOC_ID, type SchoolSettings } from '@hope/domain/settings';
import type { Firestore } from 'firebase-admin/firestore';

/** The project's settings document, or the sample values while the office has not saved any. */
export async function readSchoolSettings(db: Firestore): Promise<SchoolSettings> {
  const snapshot = await db.collection(SETTINGS_COLLECTION).doc(SETTINGS_DOC_ID).get();
  return snapshot.exists ? schoolSettingsSchema.parse(snapshot.data()) : defaultSettings;
}
