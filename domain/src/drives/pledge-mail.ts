import { formatCurrency } from '../money';
import { composed, pageMailWords, type PageMessage } from '../pages';
import type { SchoolSettings } from '../settings';
import { unitCount, unitWord, type Drive } from './drive';
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

/** The failure reasons in Spanish, for the relative's mail (the office reads the English). */
const reasonsEs: Record<string, string> = {
  'The card’s bank asks the cardholder to confirm this payment':
    'el banco de la tarjeta pide confirmar este pago',
  'The card has expired': 'la tarjeta está vencida',
  'The card was declined': 'la tarjeta fue rechazada',
  'The card was declined for insufficient funds': 'la tarjeta fue rechazada por fondos insuficientes',
  'The card could not be charged': 'no se pudo cobrar a la tarjeta',
};

/** After the results: a refused card (with the amount, the reason and the link to pay), or a count of zero. */
export function pledgeResultMessage(
  input: { pledge: Pledge; drive: Drive; units: number; amount: number; linkUrl: string },
  settings: Pick<SchoolSettings, 'organization'>,
): PageMessage {
  const { pledge, drive } = input;
  const language = pledge.language;
  const words = pledgeMailWords[language];
  const page = pageMailWords[language];
  const units = unitCount(drive, input.units, language);
  const amount = formatCurrency(input.amount);
  const reason = pledge.failure_reason ?? '';
  const body =
    input.amount === 0
      ? [words.zero({ drive: drive.name, units })]
      : [
          words.failed({
            drive: drive.name,
            units,
            amount,
            reason: (language === 'es' ? reasonsEs[reason] : reason.toLowerCase()) ?? reason,
          }),
          words.payAdvice,
          { link: input.linkUrl, label: words.payLabel(amount) },
        ];
  return composed(input.amount === 0 ? words.zeroSubject(drive.name) : words.failedSubject(drive.name), [
    page.hello(pledge.name),
    ...body,
    page.signature(settings.organization.organizationName),
  ]);
}
