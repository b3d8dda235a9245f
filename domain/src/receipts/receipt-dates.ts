import type { Language } from '../config';
import { formatSchoolDate } from '../time';
import { receiptWords } from './words';

/** One formatter per language and zone: a receipt run formats a date for every message. */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: Language, timeZone: string, style: 'long' | 'medium'): Intl.DateTimeFormat {
  const key = `${language} ${timeZone} ${style}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(receiptWords(language).locale, { timeZone, dateStyle: style });
    formats.set(key, found);
  }
  return found;
}

const instant = (iso: string | Date) => (typeof iso === 'string' ? new Date(iso) : iso);

/**
 * The school-time calendar date of an instant, as a letter writes it in the language: 'November 3, 2026',
 * '3 de noviembre de 2026'.
 */
export function formatSchoolLongDate(
  timeZone: string,
  iso: string | Date,
  language: Language = 'en',
): string {
  const date = instant(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(language, timeZone, 'long').format(date);
}

/**
 * A date in a statement's table of gifts: '2026-11-03' in English, as the office's lists write it; the
 * language's short written form elsewhere ('3 nov 2026'), where digits alone would read day and month either way.
 */
export function formatTableDate(timeZone: string, iso: string, language: Language): string {
  if (language === 'en') return formatSchoolDate(timeZone, iso);
  const date = instant(iso);
  return Number.isNaN(date.getTime()) ? '' : format(language, timeZone, 'medium').format(date);
}
