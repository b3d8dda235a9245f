import { missingTranslations, type SchoolSettings } from '@hope/domain/settings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectItemsFadedIn,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  newPage,
  PHONE,
  screenshot,
  screenshotOf,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { urls } from '../support/emulators';
import { expectTouchTargets } from '../support/public-forms';
import { savedSettings, settingsScreen } from '../support/settings-screen';

/** A school that saved its settings before, with no Spanish version yet. */
const saved = savedSettings({ revision: 4 });
const office = useBackOffice({ fresh: 'test', closePages: 'test', settings: () => saved });
const { browser, open } = office;
const { settingsDoc } = settingsScreen(office);
const untranslated = missingTranslations(saved, 'es').length;
const missingLine = (count: number) =>
  `${count} texts have no Spanish version; the Spanish page shows their English.`;

async function openSettings(viewport = DESKTOP): Promise<Page> {
  const page = await open('/admin/settings', viewport);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Settings' }));
  return page;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const showSpanish = (page: Page) =>
  page.getByRole('checkbox', { name: 'Show the Spanish fields beside the English ones' });
const spanishFundName = (page: Page) => page.getByLabel('Fund name (Spanish)', { exact: true });
const spanishBudgetItem = (page: Page, position: number) =>
  page
    .getByRole('group', { name: `Budget item ${position}`, exact: true })
    .getByLabel('Budget item (Spanish)', { exact: true });
const stored = async () => (await settingsDoc().get()).data() as SchoolSettings;

/** A picture of each section that has Spanish fields, at the page's current width. */
async function sectionShots(page: Page, width: 'phone' | 'desktop') {
  for (const name of [
    'Spanish versions',
    'Organization',
    'Sponsorship levels',
    'Budget breakdown',
    'Receipts',
  ])
    await screenshotOf(
      section(page, name),
      `admin-settings-spanish-${name.split(' ')[0]!.toLowerCase()}-${width}`,
    );
}

describe("Settings: the school's words in Spanish", () => {
  it('an owner types a Spanish fund name and budget item, saves, and the Spanish page shows them', async () => {
    const page = await openSettings();
    const summary = section(page, 'Spanish versions');
    await expectVisible(summary.getByText(missingLine(untranslated)));
    // The Spanish fields stay out of the way until asked for.
    expect(await spanishFundName(page).count()).toBe(0);
    await showSpanish(page).check();
    // An empty Spanish field shows the English it translates, and is marked as Spanish.
    expect(await spanishFundName(page).getAttribute('placeholder')).toBe('HOPE Annual Fund');
    expect(await spanishFundName(page).getAttribute('lang')).toBe('es');
    await spanishFundName(page).fill('Fondo Anual HOPE');
    await spanishBudgetItem(page, 1).fill('Laboratorio de computación');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(page.getByText('Settings saved'));

    const settings = await stored();
    expect(settings.organization.translations).toEqual({ es: { fundName: 'Fondo Anual HOPE' } });
    expect(settings.budget[0]!.translations).toEqual({ es: { label: 'Laboratorio de computación' } });
    expect(settings.budget[1]).not.toHaveProperty('translations');
    await expectVisible(summary.getByText(missingLine(untranslated - 2)));
    await summary.getByText('Texts without a Spanish version').click();
    await expectVisible(summary.getByText('Receipts: thank-you line'));
    expect(await summary.getByText('Fund name', { exact: true }).count()).toBe(0);

    const visit = await newPage(browser, PHONE);
    await visit.goto(`${urls.web}/?lang=es`);
    await expectVisible(visit.getByRole('heading', { level: 1, name: 'Fondo Anual HOPE' }));
    await screenshot(visit, 'es-school-words-main-390');
    await visit.getByRole('button', { name: 'Más información' }).click();
    const budget = visit.getByRole('dialog', { name: 'A dónde va su dinero' });
    await expectVisible(budget.getByText('Laboratorio de computación'));
    // An item without a Spanish version shows its English.
    await expectVisible(budget.getByText(saved.budget[1]!.label));
    // The items fade in one after another: the picture is taken once every one is fully shown.
    await expectItemsFadedIn(budget);
    await screenshot(visit, 'es-school-words-budget-390');
    await budget.getByRole('button', { name: 'Cerrar' }).first().click();
    // The switch to English shows the English words at once.
    await visit.getByRole('button', { name: 'English' }).click();
    await expectVisible(visit.getByRole('heading', { level: 1, name: 'HOPE Annual Fund' }));
  });

  it("refuses a Spanish version too long with the schema's words beside it, showing the fields, and writes nothing", async () => {
    const page = await openSettings();
    await showSpanish(page).check();
    await spanishFundName(page).fill('F'.repeat(121));
    // Hidden again before saving: the refusal shows the Spanish fields so the message is seen.
    await showSpanish(page).uncheck();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(page.getByText('Please shorten the Spanish fund name to 120 characters or fewer'));
    expect(await showSpanish(page).isChecked()).toBe(true);
    await expect
      .poll(() => spanishFundName(page).evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(await stored()).toEqual(saved);
  });

  it(
    'shows the Spanish fields without crowding at 390 and 1280 px, with no serious axe-core finding',
    { timeout: 60_000 },
    async () => {
      await settingsDoc().set({
        ...saved,
        organization: { ...saved.organization, translations: { es: { fundName: 'Fondo Anual HOPE' } } },
      });
      const page = await openSettings(PHONE);
      await expectVisible(section(page, 'Spanish versions').getByText(missingLine(untranslated - 1)));
      await showSpanish(page).check();
      await expectVisible(spanishFundName(page));
      expect(await spanishFundName(page).inputValue()).toBe('Fondo Anual HOPE');
      await section(page, 'Spanish versions').getByText('Texts without a Spanish version').click();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectTouchTargets(page);
      await expectNoSeriousA11yViolations(page, 'Settings with the Spanish fields at 390 px');
      await screenshot(page, 'admin-settings-spanish-phone');
      await sectionShots(page, 'phone');

      await page.setViewportSize(DESKTOP);
      await expectNoSeriousA11yViolations(page, 'Settings with the Spanish fields at 1280 px');
      await screenshot(page, 'admin-settings-spanish-desktop');
      await sectionShots(page, 'desktop');
    },
  );
});
