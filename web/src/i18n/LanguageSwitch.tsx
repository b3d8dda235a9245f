import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { activateLocale } from './activate';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from './locales';

/**
 * The public pages' language switch: one button naming the other language in that language ("Español" on the
 * English page), so a parent who reads only that language finds it. What the parent typed stays: the page
 * re-renders in place.
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const [switching, setSwitching] = useState(false);
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const other = LOCALES.find((locale) => locale !== current)!;

  async function choose() {
    setSwitching(true);
    try {
      await activateLocale(other, { remember: true });
    } finally {
      setSwitching(false);
    }
  }

  return (
    <button
      type="button"
      className="language-switch"
      lang={other}
      onClick={() => void choose()}
      aria-busy={switching || undefined}
    >
      <span aria-hidden="true">🌐</span> {LOCALE_NAMES[other]}
    </button>
  );
}
