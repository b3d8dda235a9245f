import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hope/domain/config';

/** The languages of the public pages: the families' languages, English the source, the others translations. */
export const LOCALES = LANGUAGES;
export type Locale = Language;
export const SOURCE_LOCALE: Locale = DEFAULT_LANGUAGE;

/** Each language's name in itself, as a language switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** Where the parent's choice is remembered on this device. */
export const LOCALE_STORAGE_KEY = 'hope-language';
/** The query parameter a shared link carries the language in: `/?lang=es`. */
export const LOCALE_QUERY_PARAMETER = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `es-MX` -> `es`; null when the tag names no language we have. */
function localeOfTag(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split('-')[0];
  return isLocale(language) ? language : null;
}

/**
 * The language a visit opens in: the link's `?lang=` first (the school shares a Spanish link), then the choice
 * remembered on this device, then the first of the browser's languages we have, else English.
 */
export function pickLocale(sources: {
  query: string | null;
  stored: string | null;
  preferred: readonly string[];
}): Locale {
  if (sources.query !== null) {
    const fromQuery = localeOfTag(sources.query);
    if (fromQuery) return fromQuery;
  }
  if (isLocale(sources.stored)) return sources.stored;
  for (const tag of sources.preferred) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}
