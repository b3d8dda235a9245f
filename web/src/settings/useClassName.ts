import { classNameIn } from '@hope/domain/settings';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { isLocale } from '../i18n';
import { useSettings } from './SettingsContext';

/** Names a class (by the label records keep) in the page's language, for the selects and the leaderboard. */
export function useClassName(): (label: string) => string {
  const settings = useSettings();
  const { i18n } = useLingui();
  const language = isLocale(i18n.locale) ? i18n.locale : 'en';
  return useCallback((label) => classNameIn(settings, label, language), [settings, language]);
}
