import type { SchoolSettings } from '@hope/domain/settings';

/*
 * The demo school's Spanish versions of its own words: the fund's name, the level names and the budget items,
 * so `npm start` shows the public page in Spanish with them. The benefits and the receipts' texts are left
 * untranslated on purpose, so the Settings screen lists what is missing (their English shows meanwhile).
 */
const fundName = 'Fondo Anual HOPE';
const levelNames: Record<string, string> = {
  platinum: 'Platino',
  gold: 'Oro',
  silver: 'Plata',
  bronze: 'Bronce',
};
const budgetLabels: Record<string, string> = {
  'Computer lab and program': 'Laboratorio de computación y su programa',
  'Elementary PE coach and classroom aides':
    'Entrenador de educación física de primaria y asistentes de aula',
  'Office aide and classroom support/funding': 'Asistente de oficina y apoyo y fondos para las aulas',
  'Art program and teacher': 'Programa de arte y su maestro',
  'Emergency reserve, campus improvements, community events, field trips and more':
    'Reserva de emergencia, mejoras del plantel, eventos comunitarios, excursiones y más',
};

/** The settings with the demo's Spanish versions beside the English they translate (where it knows one). */
export function withDemoSpanish(settings: SchoolSettings): SchoolSettings {
  const es = <Key extends string>(key: Key, text: string | undefined) =>
    text ? { translations: { es: { [key]: text } as Record<Key, string> } } : {};
  return {
    ...settings,
    organization: { ...settings.organization, ...es('fundName', fundName) },
    sponsorshipLevels: settings.sponsorshipLevels.map((level) => ({
      ...level,
      ...es('name', levelNames[level.id]),
    })),
    budget: settings.budget.map((item) => ({ ...item, ...es('label', budgetLabels[item.label]) })),
  };
}
