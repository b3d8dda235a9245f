// The school's settings as the web app holds them: loaded once near the root, read by any screen with a hook.
export { SettingsProvider, useSettings } from './SettingsContext';
export { loadPublicSettings, PUBLIC_SETTINGS_URL } from './load-settings';
