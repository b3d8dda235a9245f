// The public pages' languages: which one a visit opens in, loading its catalogue, and the switch.
export { activateLocale, initialLocale, isCatalogueOpen, linkNamesLocale, openCatalogue } from './activate';
export { formMessage, pageLanguage } from './form-message';
export { LanguageSwitch } from './LanguageSwitch';
export { isLocale, LOCALES, type Locale } from './locales';
