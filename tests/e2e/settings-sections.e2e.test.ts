import { STUDENT_PAGES_COLLECTION } from '@hope/domain/pages';
import { defaultSettings, defaultTimeZone, schoolYearCampaign } from '@hope/domain/settings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  newPage,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { urls } from '../support/emulators';
import { tabTo } from '../support/keyboard';
import { savedSettings, settingsScreen } from '../support/settings-screen';

/*
 * The long Settings form as a volunteer meets it: a contents to reach a section, a question before a link
 * leaves unsaved changes, and before a saved campaign goes or the students' pages are turned off.
 */

const office = useBackOffice({ fresh: 'test', closePages: 'test' });
const { browser, admin } = office;
const screen = settingsScreen(office);
const { settingsDoc } = screen;
const campaign = schoolYearCampaign(defaultTimeZone, new Date());
const saved = savedSettings({ campaigns: [campaign] });
const openSettings = (viewport = DESKTOP) => screen.openSettings(viewport, saved);

const contents = (page: Page) => page.getByRole('navigation', { name: 'Settings sections' });
const inView = (page: Page, name: string) =>
  page.getByRole('heading', { name, level: 2, exact: true }).evaluate((heading) => {
    const { top, bottom } = heading.getBoundingClientRect();
    return top >= 56 && bottom <= window.innerHeight;
  });

describe('Settings, a long form', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`lists its sections and takes the volunteer to one (${viewport.width} px)`, async () => {
      const page = await openSettings(viewport);
      const links = contents(page).getByRole('link');
      expect(await links.count()).toBe(12);
      await screenshot(page, `admin-settings-contents-${viewport.width}`);
      await contents(page).getByRole('link', { name: 'Campaigns' }).click();
      await expect.poll(() => inView(page, 'Campaigns')).toBe(true);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await screenshot(page, `admin-settings-campaigns-${viewport.width}`);
      await expectNoSeriousA11yViolations(page, `the settings with their contents at ${viewport.width} px`);
    });
  }

  it('takes a keyboard user to a section: Tab to the contents, Enter on a section, the focus lands in it', async () => {
    const page = await openSettings(DESKTOP);
    const inContents = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('nav[aria-label="Settings sections"]')));
    const focusedSection = () =>
      page.evaluate(
        () => document.activeElement?.closest('section')?.querySelector('h2')?.textContent ?? null,
      );
    await tabTo(page, 'Organization', 80);
    expect(await inContents()).toBe(true);
    await tabTo(page, 'Campaigns');
    expect(await inContents()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(focusedSection).toBe('Campaigns');
    await expect.poll(() => inView(page, 'Campaigns')).toBe(true);
    // The next Tab goes on inside the section, to its first control.
    await page.keyboard.press('Tab');
    expect(await focusedSection()).toBe('Campaigns');
    await expectNoSeriousA11yViolations(page, 'a settings section reached by keyboard');
  });

  it('asks before a link leaves unsaved changes: Stay keeps them, Leave goes', async () => {
    const page = await openSettings();
    const name = page.getByLabel('Organization name');
    await name.fill('Hope Charter School PTO');
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    const asked = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expectVisible(asked.getByText(/Your changes to the settings are not saved yet/));
    await screenshot(page, 'admin-settings-leave-desktop');
    await expectNoSeriousA11yViolations(page, 'the question before leaving unsaved settings');
    await asked.getByRole('button', { name: 'Keep editing' }).click();
    await asked.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    expect(await name.inputValue()).toBe('Hope Charter School PTO');

    // The browser's own ways out (reload, close) get the browser's question.
    const beforeUnload = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await beforeUnload).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await asked.getByRole('button', { name: 'Leave without saving' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    expect((await settingsDoc().get()).get('organization.organizationName')).toBe(
      saved.organization.organizationName,
    );
  });

  it('asks before a saved campaign is removed, and lets a new one go at once', async () => {
    const page = await openSettings();
    const campaigns = page.getByRole('region', { name: 'Campaigns' });
    await campaigns.getByRole('button', { name: `Remove '${campaign.name}'` }).click();
    const asked = page.getByRole('dialog', { name: `Remove '${campaign.name}'?` });
    await expectVisible(
      asked.getByText(/stay recorded, but once the settings are saved they count in no campaign/),
    );
    await expectNoSeriousA11yViolations(page, 'the question before removing a saved campaign');
    await asked.getByRole('button', { name: `Keep '${campaign.name}'` }).click();
    await asked.waitFor({ state: 'detached' });
    expect(await campaigns.getByRole('group', { name: /^Campaign \d/ }).count()).toBe(1);

    await campaigns.getByRole('button', { name: "Start next year's campaign" }).click();
    expect(await campaigns.getByRole('group', { name: /^Campaign \d/ }).count()).toBe(2);
    const next = await campaigns.getByRole('group', { name: 'Campaign 2' }).getByLabel('Name').inputValue();
    await campaigns.getByRole('button', { name: `Remove '${next}'` }).click();
    expect(await campaigns.getByRole('group', { name: /^Campaign \d/ }).count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await campaigns.getByRole('button', { name: `Remove '${campaign.name}'` }).click();
    await asked.getByRole('button', { name: `Remove '${campaign.name}'` }).click();
    await asked.waitFor({ state: 'detached' });
    expect(await campaigns.getByRole('group', { name: /^Campaign \d/ }).count()).toBe(0);
    // The confirm removed the campaign from the form; nothing is saved until Save Settings.
    expect((await settingsDoc().get()).get('campaigns')).toHaveLength(1);
  });

  it("turns students' pages off after saying how many are live, and a page's visitors are told the school paused them", async () => {
    await admin.db
      .collection(STUDENT_PAGES_COLLECTION)
      .doc('mena234')
      .set({
        code: 'mena234',
        first_name: 'Lena',
        last_initial: 'M',
        grade_teacher: defaultSettings.classes[0]!.label,
        goal: null,
        message: 'Our class garden',
        parent_name: 'Rosa M',
        parent_email: 'lena.family@example.com',
        status: 'active',
        hidden_reason: null,
        campaign_id: campaign.id,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        edit_key_hash: 'a'.repeat(64),
      });
    const page = await openSettings();
    const box = page
      .getByRole('region', { name: 'Student pages' })
      .getByLabel('Families can make student pages');
    await box.click();
    const asked = page.getByRole('dialog', { name: "Turn students' pages off?" });
    await expectVisible(asked.getByText(/^1 live page will stop taking gifts/));
    await asked.getByRole('button', { name: 'Keep pages on' }).click();
    expect(await box.isChecked()).toBe(true);
    await box.click();
    await asked.getByRole('button', { name: 'Turn pages off' }).click();
    expect(await box.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(page.getByText('Settings saved'));

    const visitor = await newPage(browser, PHONE);
    await visitor.goto(`${urls.web}/s/mena234`);
    await expectVisible(visitor.getByText(/^The school has paused students' pages for now\./));
    expect(await visitor.getByText(/The family may have paused it/).count()).toBe(0);
    await screenshot(visitor, 'public-pages-paused-by-school-390');
    await expectNoSeriousA11yViolations(visitor, "a student's page while the school has pages off");
  });
});
