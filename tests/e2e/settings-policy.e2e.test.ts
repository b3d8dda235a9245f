import type { SchoolSettings } from '@hope/domain/settings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  newPage,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { urls } from '../support/emulators';
import { addStudents, openGivingForm } from '../support/public-forms';
import { savedSettings, settingsScreen } from '../support/settings-screen';

/*
 * School policy the office sets in Settings: three to five sponsorship levels, the t-shirt threshold, and the
 * browser tab's title and icon; each reaches the public page and the back office.
 */

const office = useBackOffice({ fresh: 'test', closePages: 'test' });
const { browser } = office;
const { settingsDoc, openSettings, saveSettings } = settingsScreen(office);

/** A school that has saved its settings once. */
const saved: SchoolSettings = savedSettings();

const level = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const faviconOf = (page: Page) => page.locator('link[rel="icon"]').getAttribute('href');

describe('Settings: sponsorship levels', () => {
  it('removes a saved level after a warning, adds a new one, and the public page and the add form follow', async () => {
    await settingsDoc().set(saved);
    const page = await openSettings();
    await page.getByRole('button', { name: 'Remove bronze level' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'keep its name, price and benefits' });
    await expectVisible(warning);
    await expectVisible(warning.getByText(/No partners are at Bronze in the campaign shown/));
    await screenshot(page, 'admin-settings-level-removal-desktop');
    await warning.getByRole('button', { name: 'Remove Bronze' }).click();
    // Three levels left, the fewest a school may have: no level can be removed now.
    expect(await page.getByRole('button', { name: /^Remove .* level$/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Add a level' }).click();
    const added = level(page, 'New level 4');
    await added.getByLabel('Name', { exact: true }).fill('Diamond Circle');
    await added.getByLabel('Price ($)', { exact: true }).fill('5000');
    await added.getByRole('button', { name: 'Add a benefit' }).click();
    await added.getByLabel('Benefit', { exact: true }).fill('Name on the stage banner');
    const written = await saveSettings(page);
    expect(written.sponsorshipLevels.map((each) => [each.id, each.name, each.price])).toEqual([
      ['platinum', 'Platinum', 3000],
      ['gold', 'Gold', 1200],
      ['silver', 'Silver', 960],
      ['diamond-circle', 'Diamond Circle', 5000],
    ]);
    // Saved, the new level's id is shown and no longer typed.
    await expectVisible(level(page, 'Diamond-circle level').getByText('id: diamond-circle'));

    const sponsor = await openGivingForm(browser, 'Community Partner');
    await expectVisible(sponsor.getByRole('radio', { name: /^Diamond Circle\s*\$5,000\.00/ }));
    expect(await sponsor.getByRole('radio').count()).toBe(4);
    expect(await sponsor.getByRole('radio', { name: /^Bronze/ }).count()).toBe(0);

    await page.goto(`${urls.web}/admin/partners/add`);
    const levelSelect = page.getByLabel('Partnership Level');
    // The cheapest level the school offers now comes first and is the default.
    expect(await levelSelect.inputValue()).toBe('silver');
    expect(await levelSelect.locator('option').allTextContents()).toEqual([
      'Silver',
      'Gold',
      'Platinum',
      'Diamond Circle',
    ]);
    await page.goto(`${urls.web}/admin/partners`);
    await expectVisible(page.getByRole('button', { name: 'Diamond Circle & Platinum', exact: true }));
  });

  it('stops adding at five levels and refuses two levels of one id, writing nothing', async () => {
    await settingsDoc().set(saved);
    const page = await openSettings(PHONE);
    await page.getByRole('button', { name: 'Add a level' }).click();
    const added = level(page, 'New level 5');
    await added.getByLabel('Name', { exact: true }).fill('Copper');
    await added.getByLabel('Price ($)', { exact: true }).fill('250');
    await added.getByLabel('Id', { exact: true }).fill('gold');
    expect(await page.getByRole('button', { name: 'Add a level' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(page.getByText('Each level needs a different id'));
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page, 'Settings with a new level at 390 px');
    await screenshot(page, 'admin-settings-new-level-phone');
    expect((await settingsDoc().get()).data()).toEqual(saved);
  });
});

describe('Settings: the t-shirt threshold', () => {
  it('asks for t-shirt sizes on the public page from the threshold the office set', async () => {
    await settingsDoc().set(saved);
    const page = await openSettings();
    await page.getByLabel('T-shirt from ($)').fill('500');
    expect((await saveSettings(page)).giving.tShirtThreshold).toBe(500);

    const donate = await openGivingForm(browser, 'Donate');
    await donate.getByLabel('Donation Amount').fill('600');
    await addStudents(donate, [{ name: 'Bo Lee', gradeTeacher: 'K - Ms. Chen', tShirtSize: 'Youth S' }]);
    await donate.getByLabel('Donation Amount').fill('499');
    expect(await donate.getByText(/choose each student.s size/).count()).toBe(0);
    await donate.getByLabel('Donation Amount').fill('500');
    // The dialog's size was kept; the notice shows only while a size is missing.
    await donate.getByRole('button', { name: 'Edit Student Information' }).click();
    const dialog = donate.getByRole('dialog', { name: 'Add Student Information' });
    expect(await dialog.getByLabel('T-Shirt Size').inputValue()).toBe('Youth S');
  });
});

describe("Settings: the browser tab's title and icon", () => {
  it('shows the default title and badge without a settings document', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto(`${urls.web}/`);
    await expect.poll(() => page.title()).toBe('HOPE Fund · Give to our school');
    expect(decodeURIComponent((await faviconOf(page)) ?? '')).toContain('>H</text>');
  });

  it('shows the saved title and icon on the public page and, at once, in the back office', async () => {
    await settingsDoc().set(saved);
    const page = await openSettings();
    await page.getByLabel('Page title').fill('Maple Fund · Give to Maple School');
    await page.getByLabel('Page icon').fill('🍁');
    await saveSettings(page);
    await expect.poll(() => page.title()).toBe('Maple Fund · Give to Maple School');
    expect(decodeURIComponent((await faviconOf(page)) ?? '')).toContain('>🍁</text>');
    await screenshot(page, 'admin-settings-page-desktop');

    const visitor = await newPage(browser, PHONE);
    await visitor.goto(`${urls.web}/`);
    await expect.poll(() => visitor.title()).toBe('Maple Fund · Give to Maple School');
  });

  it('refuses a word as icon beside the field', async () => {
    await settingsDoc().set(saved);
    const page = await openSettings();
    await page.getByLabel('Page icon').fill('HOPE');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(page.getByText('Please enter one or two letters, or one emoji, for the page icon'));
    expect((await settingsDoc().get()).data()).toEqual(saved);
  });
});
