import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  defaultStudentPages,
  formValuesToSettings,
  newSettingsItems,
  settingsFormSchema,
  settingsToFormValues,
  type SettingsValues,
} from '../src/settings';

const { revision: _revision, updated_at: _updatedAt, ...defaultValues } = defaultSettings;

/** The sample settings with a Spanish version in every kind of place the office can translate. */
function translated(): SettingsValues {
  const [first, ...rest] = defaultValues.sponsorshipLevels;
  return {
    ...defaultValues,
    // A document without student pages' settings shows (and so saves) their sample values.
    studentPages: defaultStudentPages,
    organization: { ...defaultValues.organization, translations: { es: { fundName: 'Fondo Anual HOPE' } } },
    sponsorshipLevels: [
      {
        ...first!,
        translations: { es: { name: 'Platino' } },
        benefits: first!.benefits.map((benefit, index) =>
          index === 0 ? { ...benefit, translations: { es: { text: 'Logotipo en la camiseta' } } } : benefit,
        ),
      },
      ...rest,
    ],
    budget: defaultValues.budget.map((item, index) =>
      index === 1 ? { ...item, translations: { es: { label: 'Arte y música' } } } : item,
    ),
    receipts: {
      ...defaultValues.receipts,
      translations: { es: { thankYou: 'Gracias por su apoyo.', signerTitle: 'Tesorera' } },
    },
  };
}

describe("settings form: the Spanish versions of the school's words", () => {
  it('shows each saved version in its field, and blank where there is none', () => {
    const form = settingsToFormValues(translated());
    expect(form.organization.translations).toEqual({ es: { fundName: 'Fondo Anual HOPE' } });
    expect(form.sponsorshipLevels[0]!.translations).toEqual({ es: { name: 'Platino' } });
    expect(form.sponsorshipLevels[1]!.translations).toEqual({ es: { name: '' } });
    expect(form.sponsorshipLevels[0]!.benefits[0]!.translations).toEqual({
      es: { text: 'Logotipo en la camiseta' },
    });
    expect(form.budget[0]!.translations).toEqual({ es: { label: '' } });
    expect(form.budget[1]!.translations).toEqual({ es: { label: 'Arte y música' } });
    expect(form.receipts.translations).toEqual({
      es: {
        noGoodsStatement: '',
        tShirtStatement: '',
        thankYou: 'Gracias por su apoyo.',
        signerTitle: 'Tesorera',
      },
    });
  });

  it('saves every version back unchanged when nothing was typed (a save never erases them)', () => {
    const settings = translated();
    const form = settingsToFormValues(settings);
    expect(formValuesToSettings(form)).toEqual(settings);
    expect(settingsFormSchema.parse(form)).toEqual(settings);
  });

  it('saves no translations at all for a school without any (no empty objects in the document)', () => {
    const saved = formValuesToSettings(settingsToFormValues(defaultValues));
    expect(saved.organization).not.toHaveProperty('translations');
    expect(saved.budget[0]).not.toHaveProperty('translations');
    expect(saved.sponsorshipLevels[0]).not.toHaveProperty('translations');
    expect(saved.sponsorshipLevels[0]!.benefits[0]).not.toHaveProperty('translations');
    expect(saved.receipts).not.toHaveProperty('translations');
  });

  it('saves a typed version trimmed, and a version cleared to blank as none', () => {
    const form = settingsToFormValues(translated());
    form.organization.translations.es.fundName = '   ';
    form.budget[0]!.translations.es.label = '  Laboratorio de computación ';
    form.receipts.translations.es.thankYou = '';
    const saved = settingsFormSchema.parse(form);
    expect(saved.organization).not.toHaveProperty('translations');
    expect(saved.budget[0]!.translations).toEqual({ es: { label: 'Laboratorio de computación' } });
    expect(saved.receipts.translations).toEqual({ es: { signerTitle: 'Tesorera' } });
  });

  it('keeps each version with its item when items are reordered, and new items start untranslated', () => {
    const form = settingsToFormValues(translated());
    form.budget.reverse();
    form.budget.push(newSettingsItems.budgetItem());
    form.budget.at(-1)!.label = 'Field trips';
    form.budget.at(-1)!.share = '0';
    const saved = formValuesToSettings(form);
    const arts = saved.budget.find((item) => item.label === defaultValues.budget[1]!.label);
    expect(arts?.translations).toEqual({ es: { label: 'Arte y música' } });
    expect(saved.budget.at(-1)).toEqual({ label: 'Field trips', share: 0 });
    expect(newSettingsItems.level().translations).toEqual({ es: { name: '' } });
    expect(newSettingsItems.benefit().translations).toEqual({ es: { text: '' } });
  });

  it("refuses a version too long with the schema's message, beside its field", () => {
    const form = settingsToFormValues(translated());
    form.budget[1]!.translations.es.label = 'x'.repeat(500);
    form.organization.translations.es.fundName = 'y'.repeat(121);
    const parsed = settingsFormSchema.safeParse(form);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'organization.translations.es.fundName: Please shorten the Spanish fund name to 120 characters or fewer',
      expect.stringMatching(
        /^budget\.1\.translations\.es\.label: Please shorten the Spanish budget item to \d+/,
      ),
    ]);
  });
});
