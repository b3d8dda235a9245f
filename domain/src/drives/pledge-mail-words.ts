import type { Language } from '../config';

/*
 * The words of a relative's mails about a pledge, in each language the pages speak; TypeScript holds both
 * languages to the same keys. Like every mail of the app they never name the student (a minor).
 */
export interface PledgeMailWords {
  savedSubject: (drive: string) => string;
  saved: (input: {
    drive: string;
    school: string;
    rate: string;
    unit: string;
    most: string | null;
  }) => string;
  nextSteps: (input: { date: string; card: string; units: string }) => string;
  changeAdvice: string;
  changeLabel: string;
  failedSubject: (drive: string) => string;
  failed: (input: { drive: string; units: string; amount: string; reason: string }) => string;
  payAdvice: string;
  payLabel: (amount: string) => string;
  zeroSubject: (drive: string) => string;
  zero: (input: { drive: string; units: string }) => string;
}

const english: PledgeMailWords = {
  savedSubject: (drive) => `Your pledge for ${drive}`,
  saved: ({ drive, school, rate, unit, most }) =>
    `Thank you for your pledge of ${rate} per ${unit}${most ? `, at most ${most} in all,` : ''} in ${drive} for ${school}.`,
  nextSteps: ({ date, card, units }) =>
    `The event is on ${date}. Nothing is charged now: once the school has counted the ${units}, your ${card} is charged the count times your pledge, and you will get a receipt.`,
  changeAdvice: 'To change the amount or cancel before the results are in, use this private link:',
  changeLabel: 'Change or cancel the pledge',
  failedSubject: (drive) => `Your pledge for ${drive} could not be charged`,
  failed: ({ drive, units, amount, reason }) =>
    `The results of ${drive} are in: ${units}, so your pledge comes to ${amount}. We could not charge your card: ${reason}. Nothing was charged.`,
  payAdvice: 'You can pay it with another card through your private link:',
  payLabel: (amount) => `Pay ${amount}`,
  zeroSubject: (drive) => `The results of ${drive}`,
  zero: ({ drive, units }) =>
    `The results of ${drive} are in: ${units}, so nothing was charged to your card. Thank you for your pledge!`,
};

const spanish: PledgeMailWords = {
  savedSubject: (drive) => `Su compromiso para ${drive}`,
  saved: ({ drive, school, rate, unit, most }) =>
    `Gracias por comprometerse a dar ${rate} por ${unit}${most ? `, como máximo ${most} en total,` : ''} en ${drive} para ${school}.`,
  nextSteps: ({ date, card, units }) =>
    `El evento es el ${date}. No se cobra nada ahora: cuando la escuela haya contado las ${units}, se cobrará a su ${card} el total por su compromiso, y recibirá un recibo.`,
  changeAdvice: 'Para cambiar el monto o cancelar antes de los resultados, use este enlace privado:',
  changeLabel: 'Cambiar o cancelar el compromiso',
  failedSubject: (drive) => `No pudimos cobrar su compromiso para ${drive}`,
  failed: ({ drive, units, amount, reason }) =>
    `Ya están los resultados de ${drive}: ${units}, así que su compromiso suma ${amount}. No pudimos cobrar a su tarjeta: ${reason}. No se cobró nada.`,
  payAdvice: 'Puede pagarlo con otra tarjeta con su enlace privado:',
  payLabel: (amount) => `Pagar ${amount}`,
  zeroSubject: (drive) => `Los resultados de ${drive}`,
  zero: ({ drive, units }) =>
    `Ya están los resultados de ${drive}: ${units}, así que no se cobró nada a su tarjeta. ¡Gracias por su compromiso!`,
};

export const pledgeMailWords: Record<Language, PledgeMailWords> = { en: english, es: spanish };
