import { defaultStudentPages, type SchoolSettings } from '@hope/domain/settings';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { expectTouchTargets, openGivingForm } from '../support/public-forms';
import { savedSettings, settingsScreen } from '../support/settings-screen';

/** A school that has saved its settings four times already, with two campaigns. */
const saved = savedSettings({
  campaigns: [
    { id: '2025-26', name: '2025-26', start: '2025-08-01', end: '2026-07-31', goal: 40000 },
    { id: '2026-27', name: '2026-27', start: '2026-08-01', end: '2027-07-31', goal: 50000 },
  ],
  revision: 4,
});
const office = useBackOffice({ fresh: 'test', closePages: 'test', settings: () => saved });
const { browser } = office;
const screen = settingsScreen(office);
const { settingsDoc } = screen;

/** The settings as another admin saves them: one teacher renamed, the next revision. */
function anotherAdminsSave(from: SchoolSettings, teacher: string): SchoolSettings {
  const next = structuredClone(from);
  next.classes[1]!.label = teacher;
  return { ...next, revision: from.revision + 1, updated_at: new Date().toISOString() };
}

async function storedSettings(): Promise<unknown> {
  return (await settingsDoc().get()).data();
}

async function openSettings(viewport = DESKTOP): Promise<Page> {
  const page = await screen.openSettings(viewport);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Settings' }));
  return page;
}

const item = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const teacherInput = (page: Page, position: number) =>
  item(page, `Choice ${position}`).getByLabel('Grade & Teacher', { exact: true });
const shareInput = (page: Page, position: number) =>
  item(page, `Budget item ${position}`).getByLabel('Share (%)', { exact: true });
const levelPrice = (page: Page, level: string) =>
  item(page, `${level} level`).getByLabel('Price ($)', { exact: true });

/** The texts that describe an input (its aria-describedby), joined. */
function description(input: Locator): Promise<string> {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

const isFocused = (input: Locator) => input.evaluate((element) => element === document.activeElement);

describe('Settings: saving', () => {
  it('saves a renamed teacher and a new Bronze price in one write, and the public page shows them', async () => {
    const page = await openSettings();
    expect(await teacherInput(page, 2).inputValue()).toBe('K - Ms. Chen');
    await teacherInput(page, 2).fill('K - Ms. Chen-Alvarez');
    await levelPrice(page, 'Bronze').fill('650');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(page.getByText('Settings saved'));

    // A document saved before student pages were a setting shows, and so now saves, their sample values.
    const written: SchoolSettings = { ...structuredClone(saved), studentPages: defaultStudentPages };
    written.classes[1]!.label = 'K - Ms. Chen-Alvarez';
    written.sponsorshipLevels.find((level) => level.id === 'bronze')!.price = 650;
    expect(await storedSettings()).toEqual({ ...written, revision: 5, updated_at: expect.any(String) });
    const { updated_at } = (await storedSettings()) as SchoolSettings;
    expect(Date.parse(updated_at!)).toBeGreaterThan(Date.parse(saved.updated_at!));
    // The form now stands on the saved copy: nothing left to save, the values as written.
    expect(await teacherInput(page, 2).inputValue()).toBe('K - Ms. Chen-Alvarez');
    expect(await page.getByText('Another team member saved').count()).toBe(0);

    const donate = await openGivingForm(browser, 'Donate');
    await donate.getByRole('button', { name: 'Add Student Information' }).click();
    const dialog = donate.getByRole('dialog', { name: 'Add Student Information' });
    const choices = await dialog.getByLabel('Grade & Teacher').locator('option').allTextContents();
    expect(choices).toContain('K - Ms. Chen-Alvarez');
    expect(choices).not.toContain('K - Ms. Chen');

    const sponsor = await openGivingForm(browser, 'Community Partner');
    await expectVisible(sponsor.getByRole('radio', { name: /^Bronze\s*\$650\.00/ }));
  });

  it('refuses a budget that adds up to 99% beside the budget and in the summary, and writes nothing', async () => {
    const page = await openSettings(PHONE);
    await shareInput(page, 1).fill('26.4');
    await expectVisible(page.getByText('Total: 99% (must be 100%)'));
    await levelPrice(page, 'Bronze').fill('');
    await page.getByRole('button', { name: 'Save Settings' }).click();

    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'Nothing was saved: 2 fields need attention.' }),
    );
    const budgetMessage = 'The shares must add up to 100% (they add up to 99%)';
    await expectVisible(page.getByText(budgetMessage));
    expect(await description(shareInput(page, 1))).toContain(budgetMessage);
    expect(await shareInput(page, 1).getAttribute('aria-invalid')).toBe('true');
    const priceMessage = 'Please enter the level price in dollars, more than $0';
    expect(await description(levelPrice(page, 'Bronze'))).toContain(priceMessage);
    // The first field to fix in page order takes the focus (the price comes before the budget).
    await expect.poll(() => isFocused(levelPrice(page, 'Bronze'))).toBe(true);
    await expectNoSeriousA11yViolations(page, 'Settings with refused values at 390 px');
    await screenshot(page, 'admin-settings-errors-phone');

    await levelPrice(page, 'Bronze').fill('500');
    await expectVisible(page.getByText('Nothing was saved: 1 field needs attention.'));
    expect(await storedSettings()).toEqual(saved);
  });
});

describe('Settings: another team member saves meanwhile', () => {
  it('follows their save while nothing is typed, and refuses to save edits over a newer save', async () => {
    const page = await openSettings();
    // Nothing typed yet: the form takes the newer values as they come.
    const first = anotherAdminsSave(saved, 'K - Mr. Park');
    await settingsDoc().set(first);
    await expect.poll(() => teacherInput(page, 2).inputValue()).toBe('K - Mr. Park');
    expect(await page.getByText('Another team member saved').count()).toBe(0);

    await teacherInput(page, 1).fill('TK - Ms. Rivera-Lee');
    const theirs = anotherAdminsSave(first, 'K - Ms. Osei');
    await settingsDoc().set(theirs);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Another team member saved the settings while you were editing.' });
    await expectVisible(notice);
    expect(await teacherInput(page, 1).inputValue()).toBe('TK - Ms. Rivera-Lee');
    expect(await teacherInput(page, 2).inputValue()).toBe('K - Mr. Park');

    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(notice.filter({ hasText: 'Nothing was saved' }));
    expect(await page.getByText('Settings saved').count()).toBe(0);
    expect(await storedSettings()).toEqual(theirs);

    await notice.getByRole('button', { name: 'Load their values' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await teacherInput(page, 1).inputValue()).toBe('TK - Ms. Rivera');
    expect(await teacherInput(page, 2).inputValue()).toBe('K - Ms. Osei');
    // From their copy, a save goes through.
    await teacherInput(page, 1).fill('TK - Ms. Rivera-Lee');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(page.getByText('Settings saved'));
    expect(await storedSettings()).toMatchObject({
      revision: theirs.revision + 1,
      classes: [{ label: 'TK - Ms. Rivera-Lee' }, { label: 'K - Ms. Osei' }, ...saved.classes.slice(2)],
    });
  });
});

describe('Settings: lists and layout', () => {
  it('moves, adds and removes teachers with named buttons', async () => {
    const page = await openSettings();
    await page.getByRole('button', { name: "Move 'K - Ms. Chen' up" }).click();
    expect(await teacherInput(page, 1).inputValue()).toBe('K - Ms. Chen');
    expect(await teacherInput(page, 2).inputValue()).toBe('TK - Ms. Rivera');
    // The moved item keeps the focus (on its other button, now that it is first).
    await expect
      .poll(() => isFocused(page.getByRole('button', { name: "Move 'K - Ms. Chen' down" })))
      .toBe(true);
    await page.getByRole('button', { name: "Remove '8th Grade'" }).click();
    await page.getByRole('button', { name: 'Add a choice' }).click();
    await teacherInput(page, 16).fill('8th Grade - Mr. Ali');
    await item(page, 'Choice 16').getByLabel('Class size', { exact: true }).fill('28');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(page.getByText('Settings saved'));
    const { classes } = (await storedSettings()) as SchoolSettings;
    expect(classes.slice(0, 2).map((choice) => choice.label)).toEqual(['K - Ms. Chen', 'TK - Ms. Rivera']);
    expect(classes.at(-1)).toEqual({ label: '8th Grade - Mr. Ali', size: 28 });
    expect(classes).toHaveLength(16);
  });

  it(
    'says sample values are shown, fits 390 px and has no serious axe-core finding at 390 and 1280 px',
    { timeout: 60_000 },
    async () => {
      // The document as a new installation is seeded: the sample values, never saved by the office.
      await settingsDoc().set({ ...saved, revision: 0, updated_at: null });
      const page = await openSettings(PHONE);
      await expectVisible(page.getByText(/These are sample values/));
      for (const section of ['Organization', 'Giving', 'Classes', 'T-shirt sizes', 'Sponsorship levels']) {
        await expectVisible(page.getByRole('heading', { level: 2, name: section }));
      }
      await expectVisible(page.getByText('Total: 100%', { exact: true }));
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectTouchTargets(page);
      await expectNoSeriousA11yViolations(page, 'Settings at 390 px');
      await screenshot(page, 'admin-settings-phone');

      await page.setViewportSize(DESKTOP);
      await expectNoSeriousA11yViolations(page, 'Settings at 1280 px');
      await screenshot(page, 'admin-settings-desktop');
    },
  );
});
