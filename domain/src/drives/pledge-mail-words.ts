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
}

const english: PledgeMailWords = {
  savedSubject: (drive) => `Your pledge for ${drive}`,
  saved: ({ drive, school, rate, unit, most }) =>
    `Thank you for your pledge of ${rate} per ${unit}${most ? `, at most ${most} in all,` : ''} in ${drive} for ${school}.`,
  nextSteps: ({ date, card, units }) =>
    `The event is on ${date}. Nothing is charged now: once the school has counted the ${units}, your ${card} is charged the count times your pledge, and you will get a receipt.`,
  changeAdvice: 'To change the amount or cancel before the results are in, use this private link:',
  changeLabel: 'Change or cancel the pledge',
};

const spanish: PledgeMailWords = {
  savedSubject: (drive) => `Su compromiso para ${drive}`,
  saved: ({ drive, school, rate, unit, most }) =>
    `Gracias por comprometerse a dar ${rate} por ${unit}${most ? `, como máximo ${most} en total,` : ''} en ${drive} para ${school}.`,
  nextSteps: ({ date, card, units }) =>
    `El evento es el ${date}. No se cobra nada ahora: cuando la escuela haya contado las ${units}, se cobrará a su ${card} el total por su compromiso, y recibirá un recibo.`,
  changeAdvice: 'Para cambiar el monto o cancelar antes de los resultados, use este enlace privado:',
  changeLabel: 'Cambiar o cancelar el compromiso',
};

export const pledgeMailWords: Record<Language, PledgeMailWords> = { en: english, es: spanish };
