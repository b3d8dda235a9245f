import {
  defaultSettings,
  SETTINGS_COLLECTION,
  SETTINGS_DOC_ID,
  type SchoolSettings,
} from '@hope/domain/settings';
import type { Page } from 'playwright-core';
import { DESKTOP, expectVisible } from './browser';
import type { BackOffice } from './browser-fixture';

/** A school that has saved its settings before: the sample values with these changes, at a known revision. */
export function savedSettings(changes: Partial<SchoolSettings> = {}): SchoolSettings {
  return {
    ...structuredClone(defaultSettings),
    revision: 1,
    updated_at: '2026-08-20T16:00:00.000Z',
    ...changes,
  };
}

/** The settings document, and the Settings screen as a test opens and saves it. */
export function settingsScreen(office: Pick<BackOffice, 'admin' | 'open'>) {
  const settingsDoc = () => office.admin.db.collection(SETTINGS_COLLECTION).doc(SETTINGS_DOC_ID);

  /** Opens Settings once its form is there (after writing `saved`, when given). */
  async function openSettings(viewport = DESKTOP, saved?: SchoolSettings): Promise<Page> {
    if (saved) await settingsDoc().set(saved);
    const page = await office.open('/admin/settings', viewport);
    await expectVisible(page.getByRole('button', { name: 'Save Settings' }));
    return page;
  }

  /** Saves the form and answers the document as it was written. */
  async function saveSettings(page: Page): Promise<SchoolSettings> {
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(page.getByText('Settings saved'));
    return (await settingsDoc().get()).data() as SchoolSettings;
  }

  return { settingsDoc, openSettings, saveSettings };
}
