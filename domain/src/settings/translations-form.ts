import type { SavedVersions } from './school-words';

/*
 * The Spanish versions of the school's words as the settings form holds them. The document keeps a version only
 * where there is one (`translations` is absent while a place has none); the form holds every version as text,
 * blank for none, so each Spanish input has a value from the start and a blank one saves as nothing.
 */

/** One place's Spanish versions in the form: `{ es: { name: 'Oro' } }`, '' where there is none. */
export interface SpanishForm<Key extends string> {
  es: Record<Key, string>;
}

/** A place's saved versions as the form shows them. */
export function spanishToForm<Key extends string>(
  versions: SavedVersions<Key>,
  keys: readonly Key[],
): SpanishForm<Key> {
  const es = Object.fromEntries(keys.map((key) => [key, versions?.es?.[key] ?? ''])) as Record<Key, string>;
  return { es };
}

/**
 * The `translations` a place saves from the form, to spread into it: only the versions typed (a blank one reads
 * the English anyway), and nothing at all while none is, so saving an untranslated school writes no empty
 * objects. A form from before the versions existed has none.
 */
export function spanishFromForm<Key extends string>(
  form: SpanishForm<Key> | undefined,
): { translations?: { es: Partial<Record<Key, string>> } } {
  const typed = Object.entries(form?.es ?? {}).filter(
    (entry): entry is [Key, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  return typed.length === 0 ? {} : { translations: { es: Object.fromEntries(typed) as Record<Key, string> } };
}
