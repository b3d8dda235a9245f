import type { Language } from '../config';
import { classVersionIn, everyClassLabel } from './class-choices';
import type { SchoolSettings } from './school-settings';

/*
 * The school's own words (the fund's name, class names, level names and benefits, budget items, the receipts'
 * texts) in a family's language. English is written by the office first; another language's version of each text is
 * optional, and a blank or missing one reads the English, so a half-translated school still shows every word.
 * No zod here: the public page's first load reads it.
 */

/** One translatable text of the settings, as the settings screen names it. */
export interface SchoolWordPlace {
  /** Where the text is, in the office's words: 'Level "Gold": name'. */
  place: string;
  english: string;
  /** The language's version, or '' while there is none. */
  translation: string;
}

/** The versions of one place's texts in the other languages, as the settings keep them beside the English. */
export type SavedVersions<Key extends string> = { es?: Partial<Record<Key, string | undefined>> } | undefined;

/** A text's version in a language, trimmed, or '' while there is none (English is the text itself). */
function versionIn<Key extends string>(versions: SavedVersions<Key>, key: Key, language: Language): string {
  return language === 'en' ? '' : (versions?.[language]?.[key]?.trim() ?? '');
}

/** One of the school's texts in a language: its version there, else the English. */
export function wordIn<Key extends string>(
  english: string,
  versions: SavedVersions<Key>,
  key: Key,
  language: Language,
): string {
  return versionIn(versions, key, language) || english;
}

/**
 * Every translatable text of the settings, each replaced by what `choose` returns for it: the one walk that both
 * reading the words in a language and listing the missing translations use, so they never disagree on which
 * texts can be translated.
 */
function mapSchoolWords(
  settings: SchoolSettings,
  language: Exclude<Language, 'en'>,
  choose: (word: SchoolWordPlace) => string,
): SchoolSettings {
  function word<Key extends string>(place: string, english: string, versions: SavedVersions<Key>, key: Key) {
    return choose({ place, english, translation: versionIn(versions, key, language) });
  }
  const { organization, receipts } = settings;
  // A class keeps its English label, the value its records keep; its name in the language is read beside it
  // (classNameIn), so the walk only offers each class once.
  for (const label of everyClassLabel(settings))
    choose({
      place: `Class "${label}"`,
      english: label,
      translation: classVersionIn(settings, label, language),
    });
  return {
    ...settings,
    organization: {
      ...organization,
      fundName: word('Fund name', organization.fundName, organization.translations, 'fundName'),
    },
    sponsorshipLevels: settings.sponsorshipLevels.map((level) => ({
      ...level,
      name: word(`Level "${level.name}": name`, level.name, level.translations, 'name'),
      benefits: level.benefits.map((benefit) => ({
        ...benefit,
        text: word(`Level "${level.name}": benefit`, benefit.text, benefit.translations, 'text'),
      })),
    })),
    budget: settings.budget.map((item) => ({
      ...item,
      label: word('Budget item', item.label, item.translations, 'label'),
    })),
    receipts: {
      ...receipts,
      noGoodsStatement: word(
        'Receipts: statement for gifts with nothing in return',
        receipts.noGoodsStatement,
        receipts.translations,
        'noGoodsStatement',
      ),
      tShirtStatement: word(
        'Receipts: T-shirt statement',
        receipts.tShirtStatement,
        receipts.translations,
        'tShirtStatement',
      ),
      thankYou: word('Receipts: thank-you line', receipts.thankYou, receipts.translations, 'thankYou'),
      // A blank title means the receipts are signed by name alone: there is nothing to translate.
      signerTitle: receipts.signerTitle
        ? word("Receipts: signer's title", receipts.signerTitle, receipts.translations, 'signerTitle')
        : '',
    },
  };
}

/** The settings with the school's own words in the language, English where it has no version. */
export function schoolWordsIn(settings: SchoolSettings, language: Language): SchoolSettings {
  if (language === 'en') return settings;
  return mapSchoolWords(settings, language, (word) => word.translation || word.english);
}

/** The school's texts that have no version in the language yet (their English shows in its place). */
export function missingTranslations(settings: SchoolSettings, language: Exclude<Language, 'en'>) {
  const missing: SchoolWordPlace[] = [];
  mapSchoolWords(settings, language, (word) => {
    if (!word.translation) missing.push(word);
    return word.english;
  });
  return missing;
}
