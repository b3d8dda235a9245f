import { appConfig } from '@hope/domain/config';
import {
  defaultSettings,
  schoolSettingsSchema,
  SETTINGS_COLLECTION,
  SETTINGS_DOC_ID,
  type SchoolSettings,
} from '@hope/domain/settings';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { isEmulator } from '../abuse/client-address';
import { withSampleCaps } from '../abuse/limits';
import { firestore } from '../platform/firestore';

/** The sample values (on the emulators, with the launcher's sample caps). */
const sampleSettings = withSampleCaps(defaultSettings);

let cached: { settings: SchoolSettings; readAt: number } | null = null;
let lastGood: SchoolSettings = sampleSettings;

/**
 * How long an instance keeps the settings in memory. On the emulators the launcher may pass another figure
 * (the test suites use 0, so a test that changes the settings sees them in the next request).
 */
function memoryMs(): number {
  const override = isEmulator() ? Number(process.env.SETTINGS_CACHE_MS) : NaN;
  return Number.isInteger(override) && override >= 0 ? override : appConfig.settingsCache.functionMemoryMs;
}

/**
 * The settings a read of `settings/school` gives: the document, or the sample values while it does not exist.
 * A document the schema refuses (the saveSettings function checks it, so only a console edit could make one) is
 * logged and the last good copy is used, so checkout never prices from a broken document.
 */
export function settingsOf(snapshot: DocumentSnapshot): SchoolSettings {
  if (!snapshot.exists) return sampleSettings;
  const parsed = schoolSettingsSchema.safeParse(snapshot.data());
  if (parsed.success) return (lastGood = parsed.data);
  console.error('settings/school does not match the schema; using the last good copy', parsed.error.issues);
  return lastGood;
}

export const settingsRef = () => firestore().collection(SETTINGS_COLLECTION).doc(SETTINGS_DOC_ID);

/** The school's current settings, kept in memory for a short while (see memoryMs). */
export async function readSettings(now = Date.now()): Promise<SchoolSettings> {
  if (cached && now - cached.readAt < memoryMs()) return cached.settings;
  const settings = settingsOf(await settingsRef().get());
  cached = { settings, readAt: now };
  return settings;
}
