import { i18n } from '@lingui/core';
import { isLocale, SOURCE_LOCALE, type Locale } from './locales';

/**
 * A message worded by the shared rules or by the server (a form's alert, a refused request), in the page's
 * language: such messages are written in English and translated by their English text (the catalogue
 * src/locales/<language>/form-messages.json); one without a translation shows in English.
 */
export function formMessage(english: string): string {
  return pageLanguage() === SOURCE_LOCALE ? english : i18n._(english);
}

/** The page's language now: what a request tells the server the family reads. */
export function pageLanguage(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}
