import { visitLanguage } from '@hope/domain/config';
import { i18n, type Messages } from '@lingui/core';
import { LOCALE_QUERY_PARAMETER, LOCALE_STORAGE_KEY, type Locale } from './locales';

/**
 * The catalogues, each downloaded when its language is chosen (the build keeps only message ids in the code), so
 * a Spanish visit does not also load the English one. Each language has two: `main`, the public page's texts
 * (each Spanish one also with the translations of the shared form messages, which the domain words in English
 * and which are looked up by their English text), and `pages`, the students' pages' texts with the page frame's. A visit
 * that opens on a student's page downloads `pages` only, and `main` once the visitor chooses to give.
 */
export type CatalogueArea = 'main' | 'pages';

/** A Spanish catalogue with the shared form messages' translations, which both areas' forms show. */
async function withSpanishFormMessages(catalogue: Promise<{ messages: Messages }>): Promise<Messages> {
  const [{ messages }, { default: formMessages }] = await Promise.all([
    catalogue,
    import('../locales/es/form-messages.json'),
  ]);
  return { ...messages, ...(formMessages as Messages) };
}

const loaders: Record<CatalogueArea, Record<Locale, () => Promise<Messages>>> = {
  main: {
    en: async () => (await import('../locales/en/messages.po')).messages,
    es: () => withSpanishFormMessages(import('../locales/es/messages.po')),
  },
  pages: {
    en: async () => (await import('../locales/en/pages.po')).messages,
    es: () => withSpanishFormMessages(import('../locales/es/pages.po')),
  },
};

/** The areas this visit has opened: a change of language downloads each of them in the new language. */
const opened = new Set<CatalogueArea>();
/** The language being activated, or the active one: what an area opened meanwhile is downloaded in. */
let activating: Locale | null = null;
/** Each area's download, once asked for: done when its texts are in the language being shown. */
const areaLoads = new Map<CatalogueArea, Promise<void>>();
let firstActivated: () => void = () => undefined;
const activated = new Promise<void>((resolve) => (firstActivated = resolve));

/** The language this visit opens in (the domain's visitLanguage). */
export function initialLocale(): Locale {
  return visitLanguage({
    query: new URLSearchParams(window.location.search).get(LOCALE_QUERY_PARAMETER),
    stored: readStoredLocale(),
    preferred: navigator.languages ?? [navigator.language],
  });
}

/**
 * Loads a language's catalogues and makes it the page's language (`<html lang>`). A parent's own choice, and a
 * link's `?lang=`, are remembered on this device; a language taken from the browser is not (it follows the
 * browser).
 */
export async function activateLocale(locale: Locale, { remember }: { remember: boolean }): Promise<void> {
  activating = locale;
  const parts = await Promise.all([...opened].map((area) => loaders[area][locale]()));
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...parts) as Messages });
  document.documentElement.lang = locale;
  if (remember) storeLocale(locale);
  firstActivated();
}

/**
 * Downloads an area's catalogue in the visit's language (a screen's loader waits for it, so its texts show at
 * once), and in every language chosen after. Catalogues add to a language's messages, whatever order they
 * arrive in. An area asked for before the first language is chosen comes with that language.
 */
export function openCatalogue(area: CatalogueArea): Promise<void> {
  let load = areaLoads.get(area);
  if (!load) {
    opened.add(area);
    const locale = activating;
    load = locale ? loaders[area][locale]().then((messages) => i18n.load(locale, messages)) : activated;
    areaLoads.set(area, load);
  }
  return load;
}

/** Whether an area's texts have been asked for in this visit (a link to its screen can then stay in the app). */
export const isCatalogueOpen = (area: CatalogueArea): boolean => opened.has(area);

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
