import { schoolWordsIn } from '@hope/domain/settings';
import { useLingui } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';
import { isLocale } from '../i18n';
import { SettingsProvider, useSettings } from './SettingsContext';

/**
 * The public pages read the school's own words (fund name, levels and benefits, budget items) in the page's
 * language, English where the school gave no version: the one place they are translated, so every screen below
 * shows the language the parent chose, and follows the switch. Prices, ids and everything else are unchanged.
 * The back office stays outside it and edits the English and Spanish side by side.
 */
export function SchoolWordsInLanguage({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const { i18n } = useLingui();
  const language = isLocale(i18n.locale) ? i18n.locale : 'en';
  const words = useMemo(() => schoolWordsIn(settings, language), [settings, language]);
  return <SettingsProvider settings={words}>{children}</SettingsProvider>;
}
