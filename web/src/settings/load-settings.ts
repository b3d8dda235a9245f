import { readServedSettings, type SchoolSettings } from '@hope/domain/settings';

/** The public, cacheable read of the school's settings; index.html preloads it beside the page's script. */
export const PUBLIC_SETTINGS_URL = '/api/settings';
const GIVE_UP_AFTER_MS = 8000;

/**
 * The settings the first render shows. Without them the page would show another school's names, so the app
 * waits for them; if the read fails it renders with the sample values rather than a blank page (payments
 * are priced by the server's own copy either way) and says why in the console.
 */
export async function loadPublicSettings(): Promise<SchoolSettings> {
  try {
    const response = await fetch(PUBLIC_SETTINGS_URL, {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(GIVE_UP_AFTER_MS),
    });
    if (!response.ok) throw new Error(`${PUBLIC_SETTINGS_URL} answered ${response.status}`);
    const settings = readServedSettings(await response.json());
    if (!settings) throw new Error(`${PUBLIC_SETTINGS_URL} answered something other than the settings`);
    return settings;
  } catch (error) {
    console.error('Could not read the school settings; showing the sample values', error);
    // Downloaded only now: no visit whose settings arrive carries the sample values.
    return (await import('./sample-settings')).defaultSettings;
  }
}
