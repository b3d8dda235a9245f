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
