import { formatCurrency } from '../money';
import { composed, pageMailWords, type PageMessage } from '../pages';
import type { SchoolSettings } from '../settings';
import { unitWord, type Drive } from './drive';
import { cardName, type Pledge } from './pledge';
import { pledgeMailWords } from './pledge-mail-words';

/** "Saturday, April 17, 2027" / "sábado, 17 de abril de 2027": a date key as the relative reads it. */
export function eventDay(dateKey: string, language: 'en' | 'es'): string {
  return new Date(`${dateKey}T12:00:00Z`).toLocaleDateString(language === 'es' ? 'es-US' : 'en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The relative's pledge is saved: its rate, most and the event's date, what happens next, and the change link. */
export function pledgeSavedMessage(
  input: { pledge: Pledge; drive: Drive; changeUrl: string },
  settings: Pick<SchoolSettings, 'organization'>,
): PageMessage {
  const { pledge, drive } = input;
  const language = pledge.language;
  const words = pledgeMailWords[language];
  const page = pageMailWords[language];
  return composed(words.savedSubject(drive.name), [
    page.hello(pledge.name),
    words.saved({
      drive: drive.name,
      school: settings.organization.schoolName,
      rate: formatCurrency(pledge.rate),
      unit: unitWord(drive, 1, language),
      most: pledge.most === null ? null : formatCurrency(pledge.most),
    }),
    words.nextSteps({
      date: eventDay(drive.event_date, language),
      card: cardName(pledge.card, language),
      units: unitWord(drive, 2, language),
    }),
    words.changeAdvice,
    { link: input.changeUrl, label: words.changeLabel },
    page.signature(settings.organization.organizationName),
  ]);
}
