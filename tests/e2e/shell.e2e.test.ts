import { defaultSettings, defaultTimeZone, schoolYearCampaign, SETTINGS_PATH } from '@hope/domain/settings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, signInAsAdmin } from '../support/admin-session';
import {
  PHONE,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  newPage,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { urls } from '../support/emulators';
import { tabTo } from '../support/keyboard';

let page: Page;
const { browser, admin, open } = useBackOffice();
const thisYear = schoolYearCampaign(defaultTimeZone, new Date());

/** The link of the page the admin is on: the one marked aria-current="page". */
function currentLink(target: Page) {
  return target.getByRole('navigation', { name: 'Back office' }).locator('[aria-current="page"]');
}

describe('the web app in Chromium', () => {
  it('serves the public page at /', async () => {
    page = await newPage(browser);
    await page.goto(`${urls.web}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    await expectVisible(page.getByRole('button', { name: 'Donate' }));
    await expectVisible(page.getByRole('button', { name: 'Community Partner' }));
  });

  it('sends a visitor of /admin to the login page and signs a team member in', async () => {
    page = await newPage(browser);
    await page.goto(`${urls.web}/admin`);
    await page.waitForURL('**/admin/login');
    await expectVisible(page.getByRole('heading', { name: 'Admin Login' }));
    await expectVisible(page.getByText('Sign in to access the HOPE dashboard'));
    await expectNoSeriousA11yViolations(page, 'the login page');
    const signIn = page.getByRole('button', { name: 'Sign In' });
    expect(await signIn.isDisabled()).toBe(true);

    await page.getByLabel('Username').fill(TEST_ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await signIn.click();
    await page.getByText('Invalid username or password').waitFor();

    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await signIn.click();
    await page.waitForURL('**/admin/dashboard');
    await expectVisible(page.getByText('HOPE Admin'));
  });

  it('brings a person sent to the login page from /admin/donations back to /admin/donations', async () => {
    const fresh = await newPage(browser);
    await signInAsAdmin(fresh, '/admin/donations');
    // The login page's own "already signed in" redirect must not send them on to the dashboard afterwards:
    // by the time the list's own lazy screen shows, that redirect would long have happened.
    await expectVisible(fresh.getByRole('heading', { name: 'Donations', level: 1 }));
    await expectVisible(currentLink(fresh).getByText('Donations', { exact: true }));
    expect(new URL(fresh.url()).pathname).toBe('/admin/donations');
    await fresh.goto(`${urls.web}/admin/login`);
    await fresh.waitForURL('**/admin/dashboard');
    await fresh.context().close();
  });

  it('gives desktops a sidebar with the current page marked, and logs out', async () => {
    const desktop = await open();
    const nav = desktop.getByRole('navigation', { name: 'Back office' });
    await expectVisible(nav.getByRole('link', { name: 'Classes' }));
    expect(await desktop.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    await expectVisible(currentLink(desktop).getByText('Dashboard', { exact: true }));
    await nav.getByRole('link', { name: 'Classes' }).click();
    await desktop.waitForURL('**/admin/classes');
    await expectVisible(currentLink(desktop).getByText('Classes', { exact: true }));
    await screenshot(desktop, 'shell-desktop');

    // The sidebar's head (the campaign switcher) stays above its links however far the page scrolls.
    await admin.db.doc(SETTINGS_PATH).set({ ...defaultSettings, campaigns: [thisYear] });
    await desktop.goto(`${urls.web}/admin/settings`);
    await expectVisible(desktop.getByRole('button', { name: 'Save Settings' }));
    await desktop.mouse.wheel(0, 4000);
    await expect.poll(() => desktop.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const switcher = desktop.getByRole('combobox', { name: 'Campaign' });
    const onTop = await switcher.evaluate((select) => {
      const box = select.getBoundingClientRect();
      return select.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    await admin.db.doc(SETTINGS_PATH).delete();

    await desktop.getByRole('button', { name: 'Logout' }).click();
    await desktop.waitForURL('**/admin/login');
    await desktop.goto(`${urls.web}/admin/dashboard`);
    await desktop.waitForURL('**/admin/login');
    await desktop.context().close();
  });

  it('gives phones a top bar whose menu opens the links, and scrolls each new page to the top', async () => {
    const phone = await open('/admin/dashboard', PHONE);
    const nav = phone.getByRole('navigation', { name: 'Back office' });
    const menu = phone.getByRole('button', { name: 'Menu' });
    expect(await nav.getByRole('link', { name: 'Classes' }).isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await expectVisible(phone.getByRole('region', { name: 'Total Pledged Amount' }));
    expect(await hasHorizontalScroll(phone)).toBe(false);

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await expectVisible(currentLink(phone).getByText('Dashboard', { exact: true }));
    await screenshot(phone, 'shell-phone-menu');
    await expectNoSeriousA11yViolations(phone, 'the phone menu');
    await phone.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menu.evaluate((el) => el === document.activeElement)).toBe(true);

    await phone.mouse.wheel(0, 2000);
    await expect.poll(() => phone.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await menu.click();
    await nav.getByRole('link', { name: 'Classes' }).click();
    await phone.waitForURL('**/admin/classes');
    await expect.poll(() => phone.evaluate(() => window.scrollY)).toBe(0);
    expect(await nav.getByRole('link', { name: 'Classes' }).isVisible()).toBe(false);
    await phone.context().close();
  });

  it('opens the phone menu and a page from it with the keyboard alone', async () => {
    const phone = await open('/admin/dashboard', PHONE);
    await expectVisible(phone.getByRole('region', { name: 'Total Pledged Amount' }));
    await tabTo(phone, 'Menu');
    await phone.keyboard.press('Enter');
    expect(await phone.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
    await tabTo(phone, 'Classes');
    await phone.keyboard.press('Enter');
    await phone.waitForURL('**/admin/classes');
    await expectVisible(phone.getByRole('heading', { name: 'Classes', level: 1 }));
    await phone.context().close();
  });
});
