import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { activateLocale } from './activate';
import { isLocale, LOCALE_NAMES, LOCALES, SOURCE_LOCALE, type Locale } from './locales';

/**
 * The public pages' language switch: one button naming the other language in that language ("Español" on the
 * English page), so a parent who reads only that language finds it. What the parent typed stays: the page
 * re-renders in place.
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const [switching, setSwitching] = useState(false);
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  const other = LOCALES.find((locale) => locale !== current)!;

  async function choose() {
    // A second press while the catalogue downloads would start a second switch; the button keeps its focus.
    if (switching) return;
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
      <GlobeIcon /> {LOCALE_NAMES[other]}
    </button>
  );
}

/** A globe drawn in the text's colour (no emoji font is needed). */
function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}
