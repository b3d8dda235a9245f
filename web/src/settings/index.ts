// The school's settings as the web app holds them: provided once near the root, read by any screen with a hook.
// (main.tsx loads them first, from ./load-settings: kept out of this index so the first load stays one chunk.)
export { SchoolWordsInLanguage } from './SchoolWordsInLanguage';
export { SettingsProvider, useScreenTitle, useSettings } from './SettingsContext';
export { useClassName } from './useClassName';
