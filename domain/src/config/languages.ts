/**
 * The languages a family can give in. English is the source of every text; a record without a language was
 * made in English. Each is also a locale Stripe Checkout opens in. No zod here: the public page's first load
 * reads this folder.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The language a BCP 47 tag names, if we have it: `es-MX` -> `es`; null otherwise. */
export function languageOfTag(tag: string): Language | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : null;
}

/** The first language we have among a reader's preferred ones (a browser's list, an Accept-Language header). */
export function preferredLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = languageOfTag(tag.split(';')[0] ?? '');
    if (language) return language;
  }
  return null;
}

/**
 * The language a visit to the public page opens in: the link's `?lang=` first (the school shares a Spanish
 * link), then the choice remembered on the device, then the first of the browser's languages we have, else
 * English.
 */
export function visitLanguage(sources: {
  query: string | null;
  stored: string | null;
  preferred: readonly string[];
}): Language {
  const fromQuery = sources.query === null ? null : languageOfTag(sources.query);
  if (fromQuery) return fromQuery;
  const stored = sources.stored === null ? null : languageOfTag(sources.stored);
  if (stored && stored === sources.stored) return stored;
  return preferredLanguage(sources.preferred) ?? DEFAULT_LANGUAGE;
}
