import type { Language } from '../config';
import { appConfig } from '../config';
import { formatCurrency } from '../money';
import type { SchoolSettings } from '../settings';
import type { ReceiptContent } from './receipt-content';
import { textHash } from './mail';
import { receiptWords, type ReceiptWords } from './words';

/** Dollars as every English receipt shows them: $1,200.00. */
export const money = (value: number): string => formatCurrency(value);

const currencies = new Map<Language, (value: number) => string>([['en', money]]);

/**
 * Dollars as a receipt in the language writes them. Still US dollars whatever the language: US Spanish writes
 * them as English does ('$1,200.00'), where Spain's Spanish would write '1200,00 US$'.
 */
export function moneyIn(language: Language): (value: number) => string {
  let format = currencies.get(language);
  if (!format) {
    const intl = new Intl.NumberFormat(receiptWords(language).locale, {
      style: 'currency',
      currency: appConfig.currency,
    });
    format = (value) => intl.format(value);
    currencies.set(language, format);
  }
  return format;
}

/** The organization block and the closing lines every receipt shares. */
export function organizationParts(
  settings: Pick<SchoolSettings, 'organization' | 'receipts'>,
  words: ReceiptWords,
) {
  const org = settings.organization;
  const { signerName, signerTitle } = settings.receipts;
  const signature = signerName || signerTitle ? { name: signerName, title: signerTitle } : null;
  return {
    organization: {
      name: org.organizationName,
      taxExemptNumber: org.taxExemptNumber,
      address: org.mailingAddress,
      email: org.officeEmail,
    },
    signature,
    footer: words.footer({
      name: org.organizationName,
      taxExemptNumber: org.taxExemptNumber,
      email: org.officeEmail,
    }),
  } satisfies Partial<ReceiptContent>;
}

/** A short number for people ('R-1K9ZQ3X'), stable for the message it names. */
export function documentNumber(prefix: string, mailId: string): string {
  return `${prefix}-${textHash(mailId).toUpperCase().padStart(8, '0').slice(-8)}`;
}
