// A benchmark's school settings: saved in Firestore, then waited for until GET /api/settings serves them (the
// functions keep the settings in memory for appConfig.settingsCache.functionMemoryMs, as in production), so
// that no measured load meets the settings of the benchmark before it.
import { isDeepStrictEqual } from 'node:util';
import {
  defaultSettings,
  schoolSettingsSchema,
  SETTINGS_PATH,
  studentPagesOf,
  type SchoolSettings,
} from '@hope/domain/settings';
import type { Firestore } from 'firebase-admin/firestore';
import { urls } from '../support/emulators';

const WAIT_MS = 30_000;

async function served(): Promise<SchoolSettings | string> {
  const response = await fetch(`${urls.functionsBase}/api/settings`);
  return response.ok ? schoolSettingsSchema.parse(await response.json()) : `HTTP ${response.status}`;
}

/** The settings as GET /api/settings serves them: the student pages' settings filled in when absent. */
const asServed = (settings: SchoolSettings): SchoolSettings => ({
  ...settings,
  studentPages: studentPagesOf(settings),
});

async function untilServed(stored: SchoolSettings): Promise<void> {
  const expected = asServed(stored);
  const deadline = Date.now() + WAIT_MS;
  let last: SchoolSettings | string = 'nothing';
  while (Date.now() < deadline) {
    last = await served();
    if (isDeepStrictEqual(last, expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `GET /api/settings did not serve the benchmark's settings within ${WAIT_MS / 1000} s; it answers ` +
      (typeof last === 'string'
        ? last
        : `the school "${last.organization.schoolName}" with campaigns ${last.campaigns.map((c) => c.id).join(', ')}`),
  );
}

/** Saves `settings` as the school's settings document and resolves once the functions serve them. */
export async function saveServedSettings(db: Firestore, settings: SchoolSettings): Promise<void> {
  const valid = schoolSettingsSchema.parse(settings);
  await db.doc(SETTINGS_PATH).set(valid);
  await untilServed(valid);
}

/** Deletes the settings document (if any is left) and resolves once the functions serve the sample values again. */
export async function removeServedSettings(db: Firestore): Promise<void> {
  await db.doc(SETTINGS_PATH).delete();
  await untilServed(defaultSettings);
}
