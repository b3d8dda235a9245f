import type { Language } from '../config';
import { schoolWordsIn } from '../settings';
import type { SchoolSettings } from '../settings';
import { formatSchoolLongDate } from './receipt-dates';
import { moneyIn } from './receipt-org';
import { receiptWords, type ReceiptWords } from './words';

/** What a receipt is written with in one language: its words, the school's words, amounts and dates. */
export interface ReceiptVoice {
  language: Language;
  words: ReceiptWords;
  /** The settings with the school's own words in the language (English where the office wrote no version). */
  settings: SchoolSettings;
  money: (value: number) => string;
  /** A school-time date as a letter writes it. */
  date: (iso: string | Date) => string;
}

/** The voice of a receipt in a record's language (absent: English, as records from before languages). */
export function receiptVoice(settings: SchoolSettings, language: Language | undefined): ReceiptVoice {
  const chosen = language ?? 'en';
  return {
    language: chosen,
    words: receiptWords(chosen),
    settings: schoolWordsIn(settings, chosen),
    money: moneyIn(chosen),
    date: (iso) => formatSchoolLongDate(settings.time_zone, iso, chosen),
  };
}
