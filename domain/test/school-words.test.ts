import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  missingTranslations,
  schoolSettingsSchema,
  schoolWordsIn,
  type SchoolSettings,
} from '../src/settings';

function withSpanish(): SchoolSettings {
  const [first, ...rest] = defaultSettings.sponsorshipLevels;
  return {
    ...defaultSettings,
    organization: { ...defaultSettings.organization, translations: { es: { fundName: 'Fondo Anual HOPE' } } },
    sponsorshipLevels: [
      {
        ...first!,
        translations: { es: { name: 'Oro' } },
        benefits: first!.benefits.map((benefit, index) =>
          index === 0 ? { ...benefit, translations: { es: { text: 'Logotipo en la camiseta' } } } : benefit,
        ),
      },
      ...rest,
    ],
    budget: defaultSettings.budget.map((item, index) =>
      index === 0 ? { ...item, translations: { es: { label: '   ' } } } : item,
    ),
    receipts: { ...defaultSettings.receipts, translations: { es: { thankYou: 'Gracias por su apoyo.' } } },
  };
}

describe("the school's own words in a family's language", () => {
  it('reads each Spanish version where there is one and the English elsewhere, blank counting as none', () => {
    const settings = withSpanish();
    const spanish = schoolWordsIn(settings, 'es');
    expect(spanish.organization.fundName).toBe('Fondo Anual HOPE');
    expect(spanish.sponsorshipLevels[0]!.name).toBe('Oro');
    expect(spanish.sponsorshipLevels[0]!.benefits[0]!.text).toBe('Logotipo en la camiseta');
    expect(spanish.sponsorshipLevels[0]!.benefits[1]!.text).toBe(
      settings.sponsorshipLevels[0]!.benefits[1]!.text,
    );
    expect(spanish.sponsorshipLevels[1]!.name).toBe(settings.sponsorshipLevels[1]!.name);
    expect(spanish.budget[0]!.label).toBe(settings.budget[0]!.label);
    expect(spanish.receipts.thankYou).toBe('Gracias por su apoyo.');
    expect(spanish.receipts.noGoodsStatement).toBe(settings.receipts.noGoodsStatement);
    // Prices, ids and shares are the same in every language.
    expect(spanish.sponsorshipLevels.map((level) => [level.id, level.price])).toEqual(
      settings.sponsorshipLevels.map((level) => [level.id, level.price]),
    );
  });

  it('leaves English exactly as the office wrote it', () => {
    const settings = withSpanish();
    expect(schoolWordsIn(settings, 'en')).toBe(settings);
  });

  it('lists every text without a Spanish version, named where the office finds it', () => {
    const settings = withSpanish();
    const missing = missingTranslations(settings, 'es');
    const places = missing.map((word) => word.place);
    expect(places).not.toContain('Fund name');
    expect(places).toContain(`Level "${settings.sponsorshipLevels[1]!.name}": name`);
    expect(places).toContain('Budget item');
    expect(places).toContain('Receipts: T-shirt statement');
    expect(missing.find((word) => word.place === 'Receipts: T-shirt statement')?.english).toBe(
      settings.receipts.tShirtStatement,
    );
    const countAll = missingTranslations(defaultSettings, 'es').length;
    expect(missing.length).toBe(countAll - 4);
  });

  it('keeps the Spanish versions through the schema, and refuses one too long with a clear message', () => {
    const settings = withSpanish();
    const parsed = schoolSettingsSchema.parse(settings);
    expect(parsed.organization.translations?.es?.fundName).toBe('Fondo Anual HOPE');
    const tooLong = {
      ...settings,
      organization: { ...settings.organization, translations: { es: { fundName: 'x'.repeat(121) } } },
    };
    const result = schoolSettingsSchema.safeParse(tooLong);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Please shorten the Spanish fund name to 120 characters or fewer',
    );
  });
});
