import type { Language } from '../../config';
import { en } from './en';
import { es } from './es';
import type { ReceiptWords } from './receipt-words';

export type { PlanPart, ReceiptWords } from './receipt-words';

/** Every language's words: a language the families can choose has to be here. */
const byLanguage: Record<Language, ReceiptWords> = { en, es };

/** The receipts' words in a language; absent (a record from before languages) is English. */
export function receiptWords(language: Language | undefined): ReceiptWords {
  return byLanguage[language ?? 'en'];
}
