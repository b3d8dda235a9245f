import { visitLanguage } from '@hope/domain/config';
import { i18n, type Messages } from '@lingui/core';
import { LOCALE_QUERY_PARAMETER, LOCALE_STORAGE_KEY, type Locale } from './locales';

/**
 * The catalogues, each downloaded when its language is chosen (the build keeps only message ids in the code), so
 * a Spanish visit does not also load the English one. Spanish comes with the translations of the shared form
 * messages (which the domain words in English, and which are looked up by their English text).
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => (await import('../locales/en/messages.po')).messages,
  es: async () => {
    const [{ messages }, { default: formMessages }] = await Promise.all([
      import('../locales/es/messages.po'),
      import('../locales/es/form-messages.json'),
    ]);
    return { ...messages, ...(formMessages as Messages) };
  },
};

/** The language this visit opens in (the domain's visitLanguage). */
export function initialLocale(): Locale {
  return visitLanguage({
    query: new URLSearchParams(window.location.search).get(LOCALE_QUERY_PARAMETER),
    stored: readStoredLocale(),
    preferred: navigator.languages ?? [navigator.language],
  });
}

/**
 * Loads a language's catalogue and makes it the page's language (`<html lang>`). A parent's own choice, and a
 * link's `?lang=`, are remembered on this device; a language taken from the browser is not (it follows the
 * browser).
 */
export async function activateLocale(locale: Locale, { remember }: { remember: boolean }): Promise<void> {
  const messages = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  if (remember) storeLocale(locale);
}

/** True when the visit's language came from the link (`?lang=`), which is then remembered. */
export function linkNamesLocale(): boolean {
  return new URLSearchParams(window.location.search).has(LOCALE_QUERY_PARAMETER);
}

/** Private browsing may refuse storage: the choice then lasts for the visit only. */
function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // The choice lasts for this visit.
  }
}
