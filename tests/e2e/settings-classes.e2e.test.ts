import {
  defaultSettings,
  defaultTimeZone,
  schoolYearCampaign,
  type Campaign,
  type SchoolSettings,
} from '@hope/domain/settings';
import { nextDateKey } from '@hope/domain/time';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectVisible,
  newPage,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { urls } from '../support/emulators';
import { savedSettings, settingsScreen } from '../support/settings-screen';

/*
 * Next year's classes prepared in Settings without touching today's form: a campaign keeps its own list, filled
 * from the office's roster, and families pick from it once the campaign has started; a class's Spanish name is
 * what a Spanish-speaking family reads.
 */

const office = useBackOffice({ fresh: 'test', closePages: 'test' });
const { browser, open } = office;
const { settingsDoc } = settingsScreen(office);
const thisYear = schoolYearCampaign(defaultTimeZone, new Date());
const nextYear: Campaign = {
  id: 'next-year',
  name: 'Next year',
  start: nextDateKey(thisYear.end),
  end: nextDateKey(thisYear.end, 365),
  goal: null,
};
const saved = (campaigns: Campaign[]): SchoolSettings => savedSettings({ campaigns });
const roster = [
  'Student,Grade,Teacher,Parent email',
  'Ana Lopez,K,Ms. Vega,ana@example.com',
  'Ben Ortiz,1st Grade,Mr. Cho,ben@example.com',
  'Cy Park,K,Ms. Vega,cy@example.com',
].join('\n');

async function studentDialogChoices(page: Page, language: 'en' | 'es') {
  await page.goto(`${urls.web}/?lang=${language}`);
  const words =
    language === 'en'
      ? {
          donate: 'Donate',
          amount: 'Donation Amount',
          add: 'Add Student Information',
          grade: 'Grade & Teacher',
        }
      : {
          donate: 'Donar',
          amount: 'Monto de la donación',
          add: 'Agregar información del estudiante',
          grade: 'Grado y maestro(a)',
        };
  await page.getByRole('button', { name: words.donate, exact: true }).click();
  await page.getByLabel(words.amount).fill('50');
  await page.getByRole('button', { name: words.add }).click();
  const dialog = page.getByRole('dialog', { name: words.add });
  const options = dialog.getByLabel(words.grade, { exact: true }).locator('option');
  await expectVisible(dialog);
  return options.evaluateAll((all: HTMLOptionElement[]) => all.slice(1).map((o) => [o.value, o.text]));
}

describe("next year's classes", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`are filled from a roster on next year's campaign, leaving today's form as it is (${viewport.width} px)`, async () => {
      await settingsDoc().set(saved([thisYear, nextYear]));
      const page = await open('/admin/settings', viewport);
      const section = page.getByRole('region', { name: 'Classes' });
      await expectVisible(section.getByText("Families choose from the school's classes."));
      await section.getByLabel('Classes of').selectOption({ index: 2 });
      await expectVisible(section.getByText("Next year uses the school's classes."));
      const chooser = page.waitForEvent('filechooser');
      await section.getByRole('button', { name: 'Import a roster (CSV)' }).click();
      await (
        await chooser
      ).setFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(roster) });
      await expectVisible(
        section.getByText(
          'Imported 2 classes from roster.csv, sized by their students (3 rows). Save to keep them.',
        ),
      );
      const list = section.getByRole('list', { name: 'Grade & Teacher choices of Next year' });
      const first = list.getByRole('group', { name: 'Choice 1' });
      expect(await first.getByLabel('Grade & Teacher', { exact: true }).inputValue()).toBe('K - Ms. Vega');
      expect(await first.getByLabel('Class size', { exact: true }).inputValue()).toBe('2');
      await screenshot(page, `admin-settings-next-year-classes-${viewport.width}`);
      await expectNoSeriousA11yViolations(page, `next year's classes at ${viewport.width} px`);

      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expectVisible(page.getByText('Settings saved'));
      const stored = (await settingsDoc().get()).data() as SchoolSettings;
      expect(stored.campaigns.find((c) => c.id === 'next-year')?.classes).toEqual([
        { label: 'K - Ms. Vega', size: 2 },
        { label: '1st Grade - Mr. Cho', size: 1 },
      ]);
      expect(stored.classes).toEqual(defaultSettings.classes);
      expect(JSON.stringify(stored)).not.toMatch(/Ana|Ben Ortiz|Cy Park|ana@|ben@/);

      const family = await newPage(browser, viewport);
      const choices = await studentDialogChoices(family, 'en');
      expect(choices.map(([value]) => value)).toEqual(defaultSettings.classes.map((choice) => choice.label));
    });
  }

  it('are what families pick from once their campaign has started, with their Spanish names', async () => {
    const started: Campaign = {
      ...thisYear,
      classes: [
        { label: 'K - Ms. Vega', size: 22, translations: { es: { label: 'K - Sra. Vega' } } },
        { label: '1st Grade - Mr. Cho', size: null },
      ],
    };
    await settingsDoc().set(saved([started]));
    const page = await newPage(browser, PHONE);
    expect(await studentDialogChoices(page, 'en')).toEqual([
      ['K - Ms. Vega', 'K - Ms. Vega'],
      ['1st Grade - Mr. Cho', '1st Grade - Mr. Cho'],
    ]);
    expect(await studentDialogChoices(page, 'es')).toEqual([
      ['K - Ms. Vega', 'K - Sra. Vega'],
      ['1st Grade - Mr. Cho', '1st Grade - Mr. Cho'],
    ]);
    await screenshot(page, 'es-student-dialog-classes-390');

    const office = await open('/admin/settings', DESKTOP);
    const section = office.getByRole('region', { name: 'Classes' });
    await expectVisible(section.getByText(new RegExp(`Families choose from ${thisYear.name}'s classes`)));
  });
});
