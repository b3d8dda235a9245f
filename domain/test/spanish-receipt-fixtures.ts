import { CHECK_MEMO } from '../src/receipts';
import { en } from '../src/receipts/words/en';
import { es } from '../src/receipts/words/es';
import type { EventPayment } from '../src/records';
import { defaultSettings, type SchoolSettings } from '../src/settings';
import { withBenefitValues } from './fixtures';

/** A level's Spanish name, as an office would write it. */
const levelNames: Record<string, string> = {
  platinum: 'Platino',
  gold: 'Oro',
  silver: 'Plata',
  bronze: 'Bronce',
};

/** Gold's and Bronze's benefits in Spanish; the others' read 'Beneficio del nivel'. */
const benefitTexts: Record<string, string> = {
  '4x6 banner': 'Pancarta de 4x6',
  'Website ad': 'Anuncio en el sitio web',
  'Flyers twice a year': 'Volantes dos veces al año',
  'Display table at one event': 'Mesa de exhibición en un evento',
  '10 eblasts': '10 correos electrónicos masivos',
  '1 stand-alone eblast': '1 correo electrónico exclusivo',
  '3 eblasts': '3 correos electrónicos masivos',
};

/**
 * The default settings with every school word translated (the signer's name is a name: the same in both), and
 * Gold's display table and flyers valued at $150 and $50, so a sponsorship has a deductible part.
 */
export function spanishSettings(): SchoolSettings {
  const valued = withBenefitValues(defaultSettings, (level, benefit) =>
    level !== 'gold'
      ? 0
      : benefit.text === 'Display table at one event'
        ? 150
        : benefit.text === 'Flyers twice a year'
          ? 50
          : 0,
  );
  return {
    ...valued,
    organization: { ...defaultSettings.organization, translations: { es: { fundName: 'Fondo Anual HOPE' } } },
    sponsorshipLevels: valued.sponsorshipLevels.map((level) => ({
      ...level,
      translations: { es: { name: levelNames[level.id] ?? level.name } },
      benefits: level.benefits.map((benefit) => ({
        ...benefit,
        translations: { es: { text: benefitTexts[benefit.text] ?? 'Beneficio del nivel' } },
      })),
    })),
    receipts: {
      ...defaultSettings.receipts,
      signerName: 'Pat Lee',
      signerTitle: 'Treasurer',
      translations: {
        es: {
          thankYou: 'Gracias por apoyar a nuestros estudiantes.',
          noGoodsStatement: 'No se proporcionaron bienes ni servicios a cambio de esta contribución.',
          tShirtStatement: 'Su donación incluyó una camiseta estudiantil de valor insignificante.',
          signerTitle: 'Tesorera',
        },
      },
    },
  };
}

export const payment = (overrides: Partial<EventPayment> = {}): EventPayment => ({
  key: 'ch_1',
  method: 'card',
  amount: 100,
  gift: 100,
  received_at: '2026-11-04T06:30:00.000Z',
  installment: null,
  of: null,
  ...overrides,
});

export const issuedAt = new Date('2026-11-26T18:00:00.000Z');

const SAMPLE = '\u0001';

/** The words of a text the English words write around what they are given: 'Dear ', 'Received from'. */
function fragments(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const written = String(
      (value as (...args: unknown[]) => unknown)(SAMPLE, SAMPLE, SAMPLE, SAMPLE, SAMPLE),
    );
    return written.split(new RegExp(`${SAMPLE}|undefined`));
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(fragments);
  return [];
}

/**
 * Every English phrase of the receipts' words that Spanish does not share: a Spanish receipt that shows one has
 * a text left in English. Short words are left out where Spanish has them inside its own ('Contact' in
 * 'Contacto'), and so is the check's memo, which stays "Community Partnership" in every language.
 */
export const englishPhrases: string[] = [
  ...new Set(
    fragments({ ...en, locale: '' })
      .map((fragment) => fragment.trim().replace(/^[.,:;()]+|[.,:;()]+$/g, ''))
      .filter((fragment) => fragment.length >= 4 && /[a-z]/i.test(fragment))
      .filter((fragment) => !fragments(es).some((spanish) => spanish.includes(fragment)))
      .filter((fragment) => !CHECK_MEMO.includes(fragment)),
  ),
];
